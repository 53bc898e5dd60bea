import "server-only";
import { Types } from "mongoose";
import { audit } from "@/lib/audit/log";
import type { AuditActor } from "@/lib/audit/types";
import { batchFollowsOrder } from "@/lib/batches/life";
import { withBatch } from "@/lib/batches/store";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { refusal, type Refusal } from "@/lib/i18n/refusal";
import { releaseForOrder, takeForOrder } from "@/lib/rack/reservations";
import type { OrderDoc, OrderHistoryEntry } from "@/models/Order";
import type { OrderDto } from "./dto";
import { readyFor, dropShopLoad } from "@/lib/capacity/shop-load";
import { getCapacitySettings } from "@/lib/capacity/store";
import { orderWork } from "@/lib/capacity/work";
import { getStations } from "@/lib/production/stations-store";
import { allPassedSaid, customerCancelledSaid, firstPieceSaid, keptReason } from "./history-words";
import { confirmedPlan } from "./pricing";
import type { OrderUpdateInput } from "./schema";
import { canMove, customerCanCancel, isFinal, type OrderStatus } from "./status";
import { fileOrder } from "./store/book";
import { changeOrder, readOrderDoc, type ChangeTools, type OrderChange } from "./store/change";
import { rewriteOrderBody, readOrderBody } from "./store/order-body";
import type { ActorRole } from "@/vocabulary/order";
import { fullDto, mayView, type Viewer } from "./view";

/**
 * The order's one author (issue 50): every move of an order's status, whoever makes it (staff in the console, the
 * customer cancelling, a scan on the floor, a batch), goes through `applyMoves`, which checks that the move is
 * allowed, writes its history entry and applies every side effect once: the order's reserved offcuts (taken at
 * production, freed at cancel), its batch's (lib/batches/life.ts: started, left, done), the re-pricing at
 * confirmation (./pricing.ts). A scan's moves are worked out here too (`scanMoves`), and an order joining or leaving a
 * batch is written by ./batch-membership.ts, the author's other half. The moves run inside the order's change (./store/change.ts: its lock and invariants),
 * and, when the order is in a batch, inside the batch's lock too, taken first (`changeHolding`): the first scan, an
 * undo and a cancel are ordered by it. The lists follow after (`fileOrder`). No other module writes a status.
 */

/**
 * Who moves the order: staff (the console, or their scan; `staffRole` their role), the customer, the holder of the
 * guest link, or a paired station phone (`device`). The audit log records it as it is (lib/audit/log.ts).
 */
export type Actor = {
  role: ActorRole;
  name: string;
  id: string | null;
  staffRole?: string;
  device?: { id: string; name: string; stations: string[] };
};

export interface Move {
  to: OrderStatus;
  /** Why (a cancel's reason, which the customer reads; a scan's station). */
  reason?: string;
  /** The reason as a keyed sentence, when the system writes it (./history-words.ts); `reason` is then its English. */
  said?: Refusal;
  /** The price confirming sets (confirming without one keeps the order's). */
  confirmedPaise?: number;
}

/** The audit log's "who" of a workflow actor. */
export function auditActorOf(actor: Actor): AuditActor {
  if (actor.device) return { kind: "device", ...actor.device };
  return { kind: "person", id: actor.id ?? "", name: actor.name, role: actor.staffRole ?? (actor.role === "admin" ? "staff" : actor.role) };
}

/**
 * Writes the audit log's lines of a change (issue 51): each status move and price change its history gained, with the
 * figures before and after. Called once the change is written.
 */
export async function auditChange(before: OrderDoc, after: OrderDoc, actor: Actor): Promise<void> {
  const added = after.history.slice(before.history.length);
  let status = before.status;
  let price = before.confirmedPaise ?? null;
  for (const h of added) {
    if (h.kind === "status") {
      await audit(auditActorOf(actor), "status", {
        order: after._id,
        detail: {
          before: status,
          after: h.status,
          ...(h.reason ? { reason: h.reason } : {}),
          ...(h.confirmedPaise != null ? { pricePaise: h.confirmedPaise } : {}),
        },
      });
      status = h.status;
      if (h.confirmedPaise != null) price = h.confirmedPaise;
    } else if (h.kind === "price") {
      await audit(auditActorOf(actor), "price", { order: after._id, detail: { beforePaise: price, afterPaise: h.confirmedPaise, reason: h.reason } });
      price = h.confirmedPaise;
    }
  }
}

/** The order's batch changed between reading it and taking its lock: read again. */
class BatchMoved extends Error {}

/**
 * Runs a change of the order holding its batch's lock first when it is in one (a batch's lock is always taken before
 * its orders'), then the order's own: what the change does to the batch is ordered against the batch's first scan,
 * its undo and its members' cancels.
 */
export async function changeHolding<T>(reference: string, rule: (doc: OrderDoc, tools: ChangeTools) => Promise<OrderChange<T>>) {
  const ref = reference.toUpperCase();
  for (let attempt = 0; ; attempt++) {
    const before = await readOrderDoc(ref);
    if (!before) throw new NotFoundError(refusal("orderNotFound"));
    const held = before.batch ?? "";
    const run = () =>
      changeOrder(ref, async (doc, tools) => {
        if ((doc.batch ?? "") !== held) throw new BatchMoved();
        return rule(doc, tools);
      });
    try {
      return held ? await withBatch(held, run) : await run();
    } catch (err) {
      if (err instanceof BatchMoved && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Applies the moves to the order, in turn (a scan may put it in production and, with its last piece, ready for
 * pickup): each checked against the status machine, each with its side effects and history entry. Returns the
 * fields to set, history included. Call it inside `changeHolding`.
 */
export async function applyMoves(doc: OrderDoc, moves: Move[], actor: Actor, now = new Date()): Promise<Partial<OrderDoc>> {
  let current = doc;
  const set: Partial<OrderDoc> = {};
  for (const move of moves) {
    const { fields, entry } = await applyMove(current, move, actor, now);
    Object.assign(set, fields);
    current = { ...current, ...fields, history: [...current.history, entry] };
  }
  return { ...set, history: current.history, updatedAt: now };
}

async function applyMove(doc: OrderDoc, move: Move, actor: Actor, now: Date): Promise<{ fields: Partial<OrderDoc>; entry: OrderHistoryEntry }> {
  const from = doc.status;
  const { to } = move;
  if (!canMove(from, to)) {
    throw new ConflictError(refusal("cannotMove", { from: { status: from }, to: { status: to } }), {
      status: refusal("notAllowedFrom", { from: { status: from } }),
    });
  }
  const fields: Partial<OrderDoc> = { status: to };
  const reason = move.reason?.trim() ?? "";
  let said = move.said;
  if (to === "confirmed") {
    const price = move.confirmedPaise ?? doc.confirmedPaise;
    if (price == null) throw new ValidationError({ confirmedPaise: refusal("giveConfirmedPrice") });
    fields.confirmedPaise = price;
    Object.assign(fields, await priceAtConfirmation(doc));
    Object.assign(fields, await promiseAtConfirmation(doc, now));
  }
  if (to === "cancelled") {
    if (actor.role === "admin" && !reason) throw new ValidationError({ reason: refusal("giveCancelReason") });
    // The customer's own cancel gives no reason: the system's sentence, keyed for the reader's language.
    if (!reason) said = customerCancelledSaid();
    fields.cancelReason = said ? keptReason(said).reason : reason;
    await releaseForOrder(doc._id);
  }
  // Its reserved offcuts leave the store with its first piece on the saw.
  if (to === "in-production") await takeForOrder(doc._id, actor.name);
  const { leaves } = await batchFollowsOrder(doc, to, actor.name);
  if (leaves) fields.batch = "";
  const entry: OrderHistoryEntry = {
    kind: "status",
    status: to,
    at: now,
    byRole: actor.role,
    byName: actor.name,
    byId: actor.id ? new Types.ObjectId(actor.id) : null,
    reason: to === "cancelled" ? fields.cancelReason! : reason,
    ...(said ? { said } : {}),
    confirmedPaise: to === "confirmed" ? fields.confirmedPaise! : null,
  };
  return { fields, entry };
}

/**
 * Confirmation prices the order at the day's tariff on the plan it will be cut from (./pricing.ts), and reserves the
 * store's pieces that plan uses; the order's body then holds that plan and its estimate. A retry after a crash finds
 * its own reservations and makes the same plan.
 */
async function priceAtConfirmation(doc: OrderDoc): Promise<Partial<OrderDoc>> {
  const body = await readOrderBody(doc.bodyId);
  if (!body) return {};
  const { plans, estimate, replanned } = await confirmedPlan(doc, body, true);
  if (!replanned && JSON.stringify({ plans, estimate }) === JSON.stringify({ plans: body.plans, estimate: body.estimate })) return {};
  await rewriteOrderBody(doc.bodyId, { ...body, plans, estimate });
  return {
    sheets: plans.reduce((n, p) => n + p.plan.sheets.length, 0),
    estimateSubtotalPaise: estimate.subtotalPaise,
    estimateGstPaise: estimate.gstPaise,
    estimateTotalPaise: estimate.totalPaise,
  };
}

/**
 * Confirmation fixes the day the workshop promises (issue 70): the order's work at each station from the plan it
 * will be cut from, loaded behind the work confirmed before it; each station's planned day is kept, for the orders
 * at risk. A confirmation the capacity cannot be read for (it never is unreadable but with the database) fails with it.
 */
async function promiseAtConfirmation(doc: OrderDoc, now: Date): Promise<Partial<OrderDoc>> {
  const body = await readOrderBody(doc.bodyId);
  if (!body) return { confirmedAt: now };
  const [{ stations }, settings] = await Promise.all([getStations(), getCapacitySettings()]);
  const work = orderWork(body.cutList, body.plans, stations, settings.standards);
  const { readyBy, stationDays } = await readyFor(work, doc._id);
  return { work, confirmedAt: now, promisedOn: readyBy, promiseReason: "", stationDays };
}

/** What follows a change that moved the order, once it is written: the shop's load is worked out anew, the lists file it, the audit log says it. */
export async function afterMoves(before: OrderDoc, after: OrderDoc, actor: Actor): Promise<void> {
  dropShopLoad();
  await fileOrder(after);
  await auditChange(before, after, actor);
}

/**
 * The moves a scan makes of its order, in turn (none, one or both): its first piece puts a confirmed order in
 * production; once every piece has passed every station it needs, a pickup order is ready for pickup (a delivery
 * order stays in production, complete, until staff send it out).
 */
export function scanMoves(order: OrderDoc, complete: boolean, station: { name: string; nameTamil: string }): Move[] {
  const moves: Move[] = order.status === "confirmed" ? [{ to: "in-production", ...keptReason(firstPieceSaid(station)) }] : [];
  const producing = order.status === "confirmed" || order.status === "in-production";
  if (producing && complete && order.fulfilment === "pickup") moves.push({ to: "ready-for-pickup", ...keptReason(allPassedSaid()) });
  return moves;
}

/**
 * PATCH of an order: a status move, a confirmed-price edit, billing details. Staff move an order along the status
 * machine and set its price; the customer (or the guest link's holder) may only cancel, and only while it is
 * "received". The same price again, or the status it already has, changes nothing and writes no history (a double
 * tap). An invoiced order's billing never changes (the door's invariants refuse it).
 */
export async function updateOrder(reference: string, change: OrderUpdateInput, viewer: Viewer): Promise<OrderDto> {
  const ref = reference.toUpperCase();
  let before: OrderDoc | null = null;
  let who: Actor | null = null;
  const { doc: updated } = await changeHolding(ref, async (doc) => {
    before = doc;
    const access = mayView(doc, viewer);
    if (!access) throw new NotFoundError(refusal("orderNotFound"));
    const staff = access === "admin";
    const from = doc.status;
    const user = access === "key" ? null : viewer.user;
    const actor: Actor = {
      role: staff ? "admin" : access === "owner" ? "customer" : "guest",
      name: user ? user.name : doc.customer.name,
      id: user ? user._id : null,
      ...(staff && user ? { staffRole: user.role } : {}),
    };
    who = actor;
    if (!staff) {
      if (change.confirmedPaise !== undefined || (change.status && change.status !== "cancelled")) {
        throw new ForbiddenError(refusal("onlyWorkshopChanges"));
      }
      if (change.status && change.status !== from && !customerCanCancel(from)) {
        throw new ConflictError(refusal("alreadyCallToCancel", { status: { status: from } }), {
          status: refusal("noLongerCancelOnline"),
        });
      }
    }
    const now = new Date();
    const by = { byRole: actor.role, byName: actor.name, byId: actor.id ? new Types.ObjectId(actor.id) : null };
    let next: OrderDoc = doc;
    let changed = false;
    if (change.billing) {
      const entry: OrderHistoryEntry = { kind: "billing", status: from, at: now, ...by, reason: "", confirmedPaise: null };
      next = { ...next, billing: { ...change.billing, gstin: change.billing.gstin ?? "" }, history: [...next.history, entry] };
      changed = true;
    }
    if (change.promisedOn !== undefined) {
      if (!staff) throw new ForbiddenError(refusal("onlyWorkshopChanges"));
      next = { ...next, ...promiseMoved(next, change.promisedOn, change.reason) };
      changed = true;
    }
    let price = change.confirmedPaise;
    if (change.status && change.status !== from) {
      next = { ...next, ...(await applyMoves(next, [{ to: change.status, reason: change.reason, confirmedPaise: price }], actor, now)) };
      price = undefined;
      changed = true;
    }
    // The same price again (a double tap on "Mark as confirmed", a resend) changes nothing and writes no history (issue 55).
    if (price !== undefined && price !== next.confirmedPaise) {
      if (isFinal(next.status))
        throw new ConflictError(refusal("closedPriceFixed", { status: { status: next.status } }), { confirmedPaise: refusal("orderIsClosed") });
      const entry: OrderHistoryEntry = {
        kind: "price",
        status: next.status,
        at: now,
        ...by,
        reason: change.reason?.trim() ?? "",
        confirmedPaise: price,
      };
      next = { ...next, confirmedPaise: price, history: [...next.history, entry] };
      changed = true;
    }
    if (!changed) return { result: undefined };
    // The fields this change gave new values (each change above makes new objects, so a kept field is the same one).
    const set = Object.fromEntries(Object.entries(next).filter(([k, v]) => k !== "_id" && v !== doc[k as keyof OrderDoc])) as Partial<OrderDoc>;
    return { set: { ...set, updatedAt: now }, result: undefined };
  });
  // Set by the rule, which ran (a refusal would have thrown): the change is written.
  await afterMoves(before!, updated, who!);
  return (await fullDto(ref))!;
}

/**
 * The office moves the promised day (issue 70): only to a later day than the one promised (an earlier one is the
 * load's to give, at confirmation), only on a confirmed or in-production order, and always with the reason the
 * customer will read.
 */
function promiseMoved(doc: OrderDoc, day: string, reason: string | undefined): Partial<OrderDoc> {
  if (doc.status !== "confirmed" && doc.status !== "in-production") {
    throw new ConflictError(refusal("promiseOnlyConfirmed"), { promisedOn: refusal("promiseOnlyConfirmedField") });
  }
  if (doc.promisedOn && day <= doc.promisedOn) throw new ValidationError({ promisedOn: refusal("promiseLaterOnly", { day: doc.promisedOn }) });
  if (!reason?.trim()) throw new ValidationError({ reason: refusal("promiseGiveReason") });
  return { promisedOn: day, promiseReason: reason.trim() };
}
