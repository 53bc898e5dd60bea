import "server-only";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { getBusiness } from "@/lib/business/settings";
import { toOrderDto, type OrderDto } from "@/lib/orders/dto";
import { readOrderBody, type OrderBody } from "@/lib/orders/store/order-body";
import { afterMoves, applyMoves, changeHolding, scanMoves, type Actor } from "@/lib/orders/workflow";
import type { OrderDoc } from "@/models/Order";
import { mark, isMarked, passes, pieceCode, piecesOf, progressOf, stillToCome, parsePieceCode } from "../production/pieces";
import { TO_COME_SHOWN, type ScanAnswer, type ScanInput } from "../production/scan";
import { stationInRefusal } from "../production/stations";
import type { Station } from "@/vocabulary/stations";
import { noteScan } from "@/lib/capacity/scan-clock";
import { DEFAULT_STANDARDS } from "@/lib/capacity/settings";
import { keptCapacitySettings } from "@/lib/capacity/store";
import { pieceMinutes, workKinds } from "@/lib/capacity/work";

const size = (p: { length: number; width: number }) => `${p.length} × ${p.width} mm`;

/**
 * Records one piece at one station, through the order's door (its lock: two phones scanning the same piece at the
 * same moment record it once). The order moves by itself, through the order's one workflow (lib/orders/workflow.ts,
 * holding its batch's lock first when it is in one): its first scan puts a confirmed order in production (its
 * reserved offcuts and its batch's leave the store, as when staff move it); once every piece has passed every
 * station it needs, a pickup order is ready for pickup (a delivery order stays in production, complete, until staff
 * send it out). Refused: an unreadable code (400), an unknown order or piece (404), an order not confirmed, closed or
 * cancelled, a station the piece does not pass (409, with the reason), or a station ahead of one the piece has not
 * passed yet (409 `station: "skips <station>"`, issue 55), unless `skipAhead` says the staff meant it. Reads: the
 * order and its body, by `_id`. `finished` is the whole order when this scan completed it (for the customer's
 * WhatsApp message), else null.
 */
export async function recordScan(
  input: ScanInput,
  stations: readonly Station[],
  actor: Actor,
  ownHosts: readonly string[] = [],
): Promise<{ answer: ScanAnswer; finished: OrderDto | null }> {
  const code = parsePieceCode(input.code, ownHosts);
  if (!code) throw new ValidationError({ code: refusal("notAPieceCode") });
  const station = stations.find((s) => s.id === input.station);
  if (!station) throw new ValidationError({ station: refusal("chooseConsoleStation") });
  let read: OrderBody | null = null;
  const { doc, result } = await changeHolding(code.reference, async (order) => {
    refuseClosed(order);
    const body = (read = await readOrderBody(order.bodyId));
    if (!body) throw new Error(`order ${order._id} has no body ${order.bodyId}`);
    const { cutList } = body;
    const pieces = piecesOf(cutList);
    const piece = pieces.find((p) => p.row === code.row && p.copy === code.copy);
    if (!piece) throw new NotFoundError(refusal("noSuchPieceInOrder", { ref: order._id, piece: `${code.row}/${code.copy}` }));
    const row = cutList.rows[piece.row - 1];
    if (!passes(row, station)) {
      const why = refusal("pieceLacks", { needs: station.needs === "bands" ? "bands" : "holes" });
      throw new ConflictError(refusal("pieceNotForStation", { name: piece.name, station: stationInRefusal(station), why }), { station: why });
    }
    const before = order.pieceMarks ?? {};
    const recorded = !isMarked(before[station.id], piece.index);
    // A station before its predecessors (packing a piece never cut) is a slip more often than not: asked first.
    const skipped = stations.slice(0, stations.indexOf(station)).find((s) => passes(row, s) && !isMarked(before[s.id], piece.index));
    if (recorded && skipped && !input.skipAhead) {
      // `skipAhead`, the field that records it anyway, tells the scanning page to offer that.
      throw new ConflictError(refusal("pieceSkipsStation", { name: piece.name, station: stationInRefusal(skipped) }), {
        skipAhead: refusal("skipsStation", { station: stationInRefusal(skipped) }),
      });
    }
    const marks = recorded ? { ...before, [station.id]: mark(before[station.id], piece.index, pieces.length) } : before;
    const progress = progressOf(cutList, stations, marks);
    const left = stillToCome(cutList, station, marks);
    const answer = {
      order: order._id,
      piece: {
        code: pieceCode(order._id, piece.row, piece.copy),
        row: piece.row,
        copy: piece.copy,
        of: piece.of,
        name: piece.name,
        size: size(piece),
      },
      station: station.id,
      recorded,
      progress,
      toCome: { count: left.length, pieces: left.slice(0, TO_COME_SHOWN).map(({ row, copy, of, name }) => ({ row, copy, of, name })) },
    };
    if (!recorded) return { result: { ...answer, status: order.status, moved: null, before: order } };

    const now = new Date();
    const set: Partial<OrderDoc> = {
      pieceMarks: marks,
      production: { ...progress, startedAt: order.production?.startedAt ?? now, lastAt: now },
      updatedAt: now,
    };
    const moves = scanMoves(order, progress.complete, station);
    const moved = moves.at(-1)?.to ?? null;
    if (moved) Object.assign(set, await applyMoves(order, moves, actor, now));
    return { set, result: { ...answer, status: moved ?? order.status, moved, before: order } };
  });
  if (result.moved) await afterMoves(result.before, doc, actor);
  // The floor's clock, for the work standards measured from the scans (issue 70).
  if (result.recorded && read) void noteScanOf(read, result.piece.row, station, stations);
  // The last piece through: the whole order, for the customer's message (from what the scan read, not read again).
  const finished = result.recorded && result.progress.complete && read ? toOrderDto(doc, read, await getBusiness(), true) : null;
  const { before, ...answer } = result;
  void before;
  return { answer, finished };
}

/** Notes the scan with its piece's standard minutes at the station (the standards kept for a few seconds). */
async function noteScanOf(body: OrderBody, row: number, station: Station, stations: readonly Station[]): Promise<void> {
  const { standards } = await keptCapacitySettings().catch(() => ({ standards: DEFAULT_STANDARDS }));
  noteScan(station.id, pieceMinutes(body.cutList.rows[row - 1], workKinds(stations)[station.id], standards));
}

function refuseClosed(order: OrderDoc): void {
  if (order.status === "received") {
    throw new ConflictError(refusal("confirmBeforeCutting", { ref: order._id }), { code: refusal("orderNotConfirmedField") });
  }
  if (order.status === "completed" || order.status === "cancelled") {
    const status = { status: order.status };
    throw new ConflictError(refusal("orderNoLongerScanned", { ref: order._id, status }), { code: refusal("orderIsStatus", { status }) });
  }
}
