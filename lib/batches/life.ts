import "server-only";
import { batchList, boardsOf, materialBatchPlan, type BatchOrder } from "./compose";
import type { BatchBody, BatchCandidate, BatchSummary, BatchView } from "./types";
import { batchLeftovers } from "./leftovers";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { namesFor, type MaterialNames } from "@/lib/cutting/list/materials";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { withLock } from "@/lib/db/lock";
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { getCatalog } from "@/lib/rack/catalog";
import { previewForOrder, releaseForOrder, releasePieces, reservePieces, takeForOrder } from "@/lib/rack/reservations";
import type { BatchDoc, BatchMaterialDoc } from "@/models/Batch";
import type { OrderDoc } from "@/models/Order";
import { sheetCharges } from "@/lib/orders/estimate";
import { isFinal, type OrderStatus } from "@/lib/orders/status";
import { orderYear } from "@/lib/orders/reference";
import { getTariff } from "@/lib/orders/tariff";
import { openEntries } from "@/lib/orders/store/book";
import { canBatch, joinBatch, leaveBatch } from "@/lib/orders/batch-membership";
import { readOrderDoc } from "@/lib/orders/store/change";
import { readOrderBody } from "@/lib/orders/store/order-body";
import { openOrderPlansPiece } from "@/lib/orders/store/read";
import {
  insertBatch,
  isBatchId,
  listBatch,
  nextBatchId,
  readBatch,
  readBatchDoc,
  recentBatches,
  removeBatch,
  saveBatch,
  stateOf,
  summaryOf,
  withBatch,
} from "./store";

/**
 * A cutting batch's life (issues 40 and 50): the day's confirmed orders of the workshop's boards nested together, per
 * material (./compose.ts). Customers' prices never change: each order is charged as confirmed; the batch is the
 * workshop's own affair. An order is in one batch at a time (`batch` on the order, set through the order's door).
 *
 * Its life: made → started (its first order goes into production: a scan or staff) → done (no open order left in
 * it); or undone before it starts. Everything that changes a batch holds its lock (./store.ts), taken before any of
 * its orders' locks: the first scan and an undo are ordered by it, so exactly one of them wins and the other is told
 * why. A member cancelled before the batch starts leaves it (the rest planned again, or the batch dissolved when
 * fewer than two remain); cancelled after, its pieces are marked "do not cut". Whenever no open order remains, the
 * offcuts the batch still holds are free again: nothing holds a piece that nothing can release.
 */

export { BATCH_PATTERN, isBatchId } from "./store";
export const BATCH_MIN_ORDERS = 2;
export const BATCH_MAX_ORDERS = 30;
/** The optimiser's budget for a batch's nest, all materials together: a batch is planned once, by staff, within 10 s (issue 40). */
const BATCH_BUDGET_MS = 9000;
/** Making batches is one at a time: two batches can never take the same order. */
const MAKING_LOCK = "batches";

/** The confirmed orders of the workshop's boards in no batch, due soonest first (the open orders' one document, then each by `_id`). */
export async function batchCandidates(): Promise<BatchCandidate[]> {
  const open = (await openEntries()).filter((e) => e.status === "confirmed");
  const docs = await Promise.all(open.map((e) => readOrderDoc(e.ref)));
  const batchable = docs.filter(canBatch);
  // The bodies read together, not one after another: a day's confirmed orders are tens of reads by `_id`.
  const bodies = await Promise.all(batchable.map((doc) => readOrderBody(doc.bodyId)));
  const out: BatchCandidate[] = [];
  for (const [i, doc] of batchable.entries()) {
    const body = bodies[i];
    if (!body) continue;
    out.push({
      reference: doc._id,
      customer: doc.customer.name,
      requiredBy: doc.requiredBy,
      materials: body.plans.map((p) => ({
        material: p.material,
        label: body.materials?.[p.material] ?? p.material,
        pieces: p.plan.sheets.reduce((n, s) => n + s.placements.length, 0),
        sheets: p.plan.sheets.length,
      })),
    });
  }
  return out.sort((a, b) => a.requiredBy.localeCompare(b.requiredBy) || a.reference.localeCompare(b.reference));
}

/** The most recent batches, newest first. */
export const listBatches = (limit = 20): Promise<BatchSummary[]> => recentBatches(limit);

/** A batch with where each of its leftover pieces goes (issue 65). */
export async function getBatch(id: string): Promise<BatchView | null> {
  const batch = await readBatch(id);
  return batch ? { ...batch, leftovers: await batchLeftovers(batch) } : null;
}

/**
 * Whether a standing batch cuts every sheet of this order as the order's own (so its leftovers can be given back:
 * issue 65), or nests some of them with other orders' pieces. True when the order is in no standing batch.
 */
export async function batchKeepsOrderSheets(id: string, ref: string, ownSheets: number): Promise<boolean> {
  const doc = await readBatchDoc(id);
  if (!doc || !stands(doc)) return true;
  const batch = await readBatch(id);
  const kept = (batch?.sheetOrders ?? []).flat().filter((r) => r === ref).length;
  return kept >= ownSheets;
}

/** A batch that stands: made or started (its plan is the one the saw will cut, and holds what it reserved). */
const stands = (doc: Pick<BatchDoc, "undoneAt" | "startedAt" | "doneAt">) => ["made", "started"].includes(stateOf(doc));

/**
 * Whether the open plan a stored offcut is reserved for (an open order's, or a standing batch's) cuts from it: it then
 * stays reserved (lib/rack/offcuts.ts `changeOffcut`).
 */
export const planCutsFrom = (key: string, pieceId: string) => (isBatchId(key) ? batchPlansPiece(key, pieceId) : openOrderPlansPiece(key, pieceId));

async function batchPlansPiece(id: string, pieceId: string): Promise<boolean> {
  const doc = await readBatchDoc(id);
  return !!doc && stands(doc) && doc.offcuts.includes(pieceId);
}

type ReadOrder = { doc: OrderDoc; order: BatchOrder; materials: MaterialNames };

/** The orders to batch, read and checked: each must exist, be confirmed, be of the workshop's boards and be in no batch. */
async function readOrders(refs: string[]): Promise<ReadOrder[]> {
  const problems: FieldErrors = {};
  let missing = false;
  const out = await Promise.all(
    refs.map(async (ref, i) => {
      const doc = await readOrderDoc(ref);
      if (!doc) {
        missing = true;
        problems[`orders.${i}`] = refusal("noOrderRef", { ref });
      } else if (doc.status !== "confirmed") problems[`orders.${i}`] = refusal("onlyConfirmedBatched", { ref, status: { status: doc.status } });
      else if (doc.boardsBy !== "workshop") problems[`orders.${i}`] = refusal("cutOnCustomersBoards", { ref });
      else if (doc.batch) problems[`orders.${i}`] = refusal("alreadyInBatch", { ref, batch: doc.batch });
      if (!doc || problems[`orders.${i}`]) return null;
      return bodyOf(doc);
    }),
  );
  if (Object.keys(problems).length) {
    throw missing ? new ValidationError(problems, refusal("ordersCannotBeBatched")) : new ConflictError(refusal("ordersCannotBeBatched"), problems);
  }
  return out as ReadOrder[];
}

async function bodyOf(doc: OrderDoc): Promise<ReadOrder> {
  const body = await readOrderBody(doc.bodyId);
  if (!body) throw new Error(`order ${doc._id} has no body ${doc.bodyId}`);
  // A customer who keeps or takes their pieces gets back the boards they paid for: their sheets are not nested (issue 65).
  const keepsSheets = doc.leftovers === "keep" || doc.leftovers === "take";
  return { doc, order: { reference: doc._id, cutList: body.cutList, plans: body.plans, keepsSheets }, materials: body.materials ?? {} };
}

interface PlannedBatch {
  materials: BatchMaterialDoc[];
  offcuts: string[];
  body: BatchBody;
}

/**
 * The orders nested together, per material, on the rack's boards and the store's offcuts that are free or already
 * reserved for `key`: the nest is kept for a material only where it beats the orders' own plans (./compose.ts).
 */
async function planBatch(read: ReadOrder[], key: string): Promise<PlannedBatch> {
  const orders = read.map((r) => r.order);
  const [catalog, tariff] = await Promise.all([getCatalog(), getTariff()]);
  // The workshop's cost of a sheet: its board and the saw's per-sheet charge (no pasting: it is the customers' choice).
  const charges = sheetCharges(catalog, tariff.prices, "none");
  const list = batchList(orders);
  let nested: MaterialPlan[] = [];
  if (list.remainder.rows.length) {
    const onPieces = await previewForOrder(key, list.remainder, catalog, charges, "", BATCH_BUDGET_MS);
    if (onPieces) nested = onPieces.plans;
    else {
      const planned = await cachedPlanByMaterial(list.remainder, catalog, key, "order", { allowRetired: true, charges, budgetMs: BATCH_BUDGET_MS });
      if (Object.keys(planned.problems).length) throw new Error(`batch plan problems: ${JSON.stringify(planned.problems)}`);
      nested = planned.plans;
    }
  }
  const materialIds = [...new Set(list.cutList.rows.map((r) => r.material))];
  const chosen = materialIds.map((m) =>
    materialBatchPlan(
      m,
      orders,
      list,
      nested.find((p) => p.material === m),
      charges[m] ?? 0,
    ),
  );
  const offcuts = chosen.flatMap((c, i) =>
    c.from === "nest"
      ? (nested.find((p) => p.material === materialIds[i])?.sources ?? []).flatMap((s) => (s.kind === "offcut" && s.offcut ? [s.offcut] : []))
      : [],
  );
  const names = read.reduce<MaterialNames>((all, r) => ({ ...all, ...r.materials }), namesFor(catalog, new Set(materialIds)));
  return {
    materials: chosen.map((c) => ({
      material: c.plan.material,
      sheets: c.plan.plan.sheets.length,
      boards: boardsOf(c.plan),
      ownPlansBoards: c.ownPlansBoards,
      cost: c.cost,
      ownPlansCost: c.ownPlansCost,
      from: c.from,
    })),
    offcuts,
    body: {
      cutList: list.cutList,
      origin: list.origin,
      plans: chosen.map((c) => c.plan),
      sheetOrders: chosen.map((c) => c.sheetOrders),
      names,
      details: read.map((r) => ({ reference: r.doc._id, customer: r.doc.customer.name, requiredBy: r.doc.requiredBy })),
    },
  };
}

/**
 * Makes a batch of the orders: plans the pieces on their workshop boards together, per material, on the rack's
 * boards and the store's free offcuts (reserved under the batch's number), and files the batch on each order.
 * 400: a reference that is no order, or too few or too many; 409: an order not confirmed, of the customer's boards,
 * already in a batch, or the store changed meanwhile. Nothing is left half made.
 */
export async function createBatch(refs: string[], byName: string): Promise<BatchView> {
  const unique = [...new Set(refs.map((r) => r.toUpperCase()))];
  if (unique.length < BATCH_MIN_ORDERS || unique.length > BATCH_MAX_ORDERS) {
    throw new ValidationError({ orders: `Choose ${BATCH_MIN_ORDERS} to ${BATCH_MAX_ORDERS} different orders` });
  }
  const planned = await planBatch(await readOrders(unique), `batch:${unique.join(",")}`);

  return withLock(MAKING_LOCK, async () => {
    const now = new Date();
    const id = await nextBatchId(orderYear(now));
    return withBatch(id, async () => {
      const doc: BatchDoc = {
        _id: id,
        orders: unique,
        materials: planned.materials,
        offcuts: planned.offcuts,
        body: Buffer.alloc(0),
        createdAt: now,
        createdBy: byName,
        undoneAt: null,
        undoneBy: "",
        startedAt: null,
        doneAt: null,
        cancelled: [],
      };
      await insertBatch({ ...doc, body: planned.body });
      const joined: string[] = [];
      try {
        for (const ref of unique) {
          await joinBatch(ref, id);
          joined.push(ref);
        }
        await reservePieces(id, planned.offcuts);
      } catch (err) {
        // Undone whole: the orders that joined leave, the batch is removed.
        for (const ref of joined) await leaveBatch(ref, id);
        await removeBatch(id);
        throw err;
      }
      await listBatch(id);
      return { ...summaryOf(doc), ...planned.body, leftovers: await batchLeftovers(planned.body) };
    });
  });
}

/**
 * Undoes a batch before it starts: each order is its own again (its own plan, its own reserved offcuts, never
 * changed), and the offcuts the batch reserved are free again. Under the batch's lock, which its first scan also
 * takes: 409 once it has started (a scan got there first), or when it was already undone or is done.
 */
export async function undoBatch(id: string, byName: string): Promise<BatchSummary> {
  const ref = id.toUpperCase();
  return withBatch(ref, async () => {
    const doc = await readBatchDoc(ref);
    if (!doc) throw new NotFoundError(refusal("noSuchBatch"));
    const state = stateOf(doc);
    if (state === "undone") throw new ConflictError(refusal("batchAlreadyUndone", { ref }), { batch: refusal("alreadyUndone") });
    if (state !== "made") throw new ConflictError(refusal("batchStarted", { ref }), { batch: refusal("alreadyStarted") });
    await dissolve(doc, byName);
    const undoneAt = new Date();
    return summaryOf({ ...doc, undoneAt, undoneBy: byName });
  });
}

/** The batch's orders are their own again, its offcuts free, and it is undone (holding its lock; each order checked under its own). */
async function dissolve(doc: BatchDoc, byName: string, leaving?: string): Promise<void> {
  for (const o of doc.orders) {
    if (o === leaving) continue; // the order being cancelled leaves by its own change
    // A batch made before batches kept their start (an older record): its orders tell.
    await leaveBatch(o, doc._id, { unlessStarted: true });
  }
  await releaseForOrder(doc._id);
  await saveBatch(doc._id, { undoneAt: new Date(), undoneBy: byName });
}

/**
 * What an order's move does to its batch (called by the order's workflow, lib/orders/workflow.ts, holding the
 * batch's lock and the order's): the batch starts with its first order in production (its offcuts leave the store);
 * a member cancelled before the start leaves it (the rest planned again, or the batch dissolved), after the start
 * it stays with its pieces marked "do not cut"; once no open order is left, the batch is done and frees what it
 * still holds. Answers whether the order leaves the batch (its `batch` is then cleared by the same change).
 */
export async function batchFollowsOrder(order: OrderDoc, to: OrderStatus, byName: string): Promise<{ leaves: boolean }> {
  const id = order.batch;
  if (!id) return { leaves: false };
  const doc = await readBatchDoc(id);
  if (!doc || !stands(doc)) return { leaves: false };
  if (to === "in-production" && !doc.startedAt) {
    await takeForOrder(id, byName);
    await saveBatch(id, { startedAt: new Date() });
    return { leaves: false };
  }
  if (to === "cancelled" && !doc.startedAt) {
    await leaveBeforeStart(doc, order._id, byName);
    return { leaves: true };
  }
  if (to === "cancelled") await saveBatch(id, { cancelled: [...new Set([...(doc.cancelled ?? []), order._id])] });
  if (isFinal(to)) await closeIfDone(doc, order._id, to);
  return { leaves: false };
}

/** A member cancelled before the batch starts: the others are planned again as one batch, or go back to their own plans. */
async function leaveBeforeStart(doc: BatchDoc, leaving: string, byName: string): Promise<void> {
  const rest = doc.orders.filter((o) => o !== leaving);
  const others = (await Promise.all(rest.map((o) => readOrderDoc(o)))).filter((o): o is OrderDoc => !!o && o.batch === doc._id && !isFinal(o.status));
  if (others.length < BATCH_MIN_ORDERS) {
    await dissolve(doc, byName, leaving);
    return;
  }
  // Planned on the store's free pieces and those the batch holds; the pieces it no longer cuts from are freed.
  const planned = await planBatch(await Promise.all(others.map(bodyOf)), doc._id);
  await reservePieces(doc._id, planned.offcuts);
  await releasePieces(
    doc._id,
    doc.offcuts.filter((p) => !planned.offcuts.includes(p)),
  );
  await saveBatch(doc._id, { orders: others.map((o) => o._id), materials: planned.materials, offcuts: planned.offcuts, body: planned.body });
}

/** Once no open order is left in a started batch, it is done: the offcuts it still holds reserved are free again. */
async function closeIfDone(doc: BatchDoc, closing: string, to: OrderStatus): Promise<void> {
  const statuses = await Promise.all(doc.orders.map(async (o) => (o === closing ? to : ((await readOrderDoc(o))?.status ?? "cancelled"))));
  if (statuses.some((s) => !isFinal(s))) return;
  await releaseForOrder(doc._id);
  await saveBatch(doc._id, { doneAt: new Date() });
}
