import "server-only";
import { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { mark, isMarked, passes, pieceCode, piecesOf, progressOf, stillToCome, parsePieceCode } from "@/lib/production/pieces";
import { TO_COME_SHOWN, type ScanAnswer, type ScanInput } from "@/lib/production/scan";
import { stationName, type Station } from "@/lib/production/stations";
import { takeForOrder } from "@/lib/rack/offcuts";
import type { OrderDoc, OrderHistoryEntry } from "@/models/Order";
import { STATUS_LABEL, type OrderStatus } from "../status";
import { fileOrder } from "./book";
import { changeOrder } from "./change";
import { readOrderBody, type OrderBody } from "./order-body";
import { toOrderDto, type OrderDto } from "../dto";
import { getBusiness } from "@/lib/business/settings";

const size = (p: { length: number; width: number }) => `${p.length} × ${p.width} mm`;

/**
 * Records one piece at one station, through the order's door (its lock: two phones scanning the same piece at the
 * same moment record it once). The order moves by itself: its first scan puts a confirmed order in production (its
 * reserved offcuts leave the store, as when staff move it); once every piece has passed every station it needs, a
 * pickup order is ready for pickup (a delivery order stays in production, complete, until staff send it out).
 * Refused: an unreadable code (400), an unknown order or piece (404), an order not confirmed, closed or cancelled,
 * or a station the piece does not pass (409, with the reason). Reads: the order and its body, by `_id`. `finished` is
 * the whole order when this scan completed it (for the customer's WhatsApp message), else null.
 */
export async function recordScan(
  input: ScanInput,
  stations: readonly Station[],
  session: Session,
): Promise<{ answer: ScanAnswer; finished: OrderDto | null }> {
  const code = parsePieceCode(input.code);
  if (!code) throw new ValidationError({ code: "Not a piece's code: it looks like KPW-2026-0042/3/2 (order/row/piece)" });
  const station = stations.find((s) => s.id === input.station);
  if (!station) throw new ValidationError({ station: "No such station: choose one of the console's stations" });
  const by = { byRole: "admin" as const, byName: session.user.name, byId: new Types.ObjectId(session.user._id) };

  let read: OrderBody | null = null;
  const { doc, result } = await changeOrder(code.reference, async (order) => {
    refuseClosed(order);
    const body = (read = await readOrderBody(order.bodyId));
    if (!body) throw new Error(`order ${order._id} has no body ${order.bodyId}`);
    const { cutList } = body;
    const pieces = piecesOf(cutList);
    const piece = pieces.find((p) => p.row === code.row && p.copy === code.copy);
    if (!piece) throw new NotFoundError(`Order ${order._id} has no piece ${code.row}/${code.copy}`);
    const row = cutList.rows[piece.row - 1];
    if (!passes(row, station)) {
      const why = station.needs === "bands" ? "it has no edge band" : "it has no holes";
      throw new ConflictError(`${piece.name} does not go to ${station.name.toLowerCase()}: ${why}.`, { station: why });
    }
    const before = order.pieceMarks ?? {};
    const recorded = !isMarked(before[station.id], piece.index);
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
    if (!recorded) return { result: { ...answer, status: order.status, moved: null } };

    const now = new Date();
    const set: Partial<OrderDoc> = {
      pieceMarks: marks,
      production: { ...progress, startedAt: order.production?.startedAt ?? now, lastAt: now },
      updatedAt: now,
    };
    const moves = movesOf(order, progress.complete);
    if (moves.includes("in-production")) {
      await takeForOrder(order._id, by.byName);
      // The batch's offcuts leave the store with its first order on the saw.
      if (order.batch) await takeForOrder(order.batch, by.byName);
    }
    const entries: OrderHistoryEntry[] = moves.map((status) => ({
      kind: "status",
      status,
      at: now,
      ...by,
      reason:
        status === "in-production" ? `First piece scanned at ${stationName(station, "en").toLowerCase()}` : "Every piece has passed its last station",
      confirmedPaise: null,
    }));
    const moved = moves.at(-1) ?? null;
    if (moved) {
      set.status = moved;
      set.history = [...order.history, ...entries];
    }
    return { set, result: { ...answer, status: moved ?? order.status, moved } };
  });
  if (result.moved) await fileOrder(doc);
  // The last piece through: the whole order, for the customer's message (from what the scan read, not read again).
  const finished = result.recorded && result.progress.complete && read ? toOrderDto(doc, read, await getBusiness(), true) : null;
  return { answer: result, finished };
}

function refuseClosed(order: OrderDoc): void {
  if (order.status === "received") {
    throw new ConflictError(`Order ${order._id} is not confirmed yet: confirm it before cutting.`, { code: "order not confirmed" });
  }
  if (order.status === "completed" || order.status === "cancelled") {
    const label = STATUS_LABEL[order.status].toLowerCase();
    throw new ConflictError(`Order ${order._id} is ${label}: its pieces are no longer scanned.`, { code: `order ${label}` });
  }
}

/** The statuses a scan moves the order through, in order (none, one or both). */
function movesOf(order: OrderDoc, complete: boolean): OrderStatus[] {
  const moves: OrderStatus[] = order.status === "confirmed" ? ["in-production"] : [];
  const producing = order.status === "confirmed" || order.status === "in-production";
  if (producing && complete && order.fulfilment === "pickup") moves.push("ready-for-pickup");
  return moves;
}
