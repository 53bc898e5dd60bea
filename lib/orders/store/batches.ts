import "server-only";
import { batchList, boardsOf, materialBatchPlan, type BatchOrder } from "@/lib/batches/compose";
import type { BatchBody, BatchCandidate, BatchSummary, BatchView } from "@/lib/batches/types";
export type { BatchBody, BatchCandidate, BatchSummary, BatchView } from "@/lib/batches/types";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { namesFor, type MaterialNames } from "@/lib/cutting/list/materials";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { pack, unpack } from "@/lib/db/packed";
import { addRef, refsPage } from "@/lib/db/ref-list";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { getCatalog } from "@/lib/rack/catalog";
import { previewForOrder, releaseForOrder, reservePieces } from "@/lib/rack/offcuts";
import { BatchModel, type BatchDoc } from "@/models/Batch";
import { Counter } from "@/models/Counter";
import { OpenOrders, openEntriesOf, type OpenOrdersDoc } from "@/models/OpenOrders";
import { Order, type OrderDoc } from "@/models/Order";
import { sheetCharges } from "../estimate";
import { orderYear } from "../reference";
import { getTariff } from "../tariff";
import { changeOrder } from "./change";
import { openOrderPlansPiece } from "./store";
import { readOrderBody } from "./order-body";

/**
 * Cutting batches (issue 40, part 1): the day's confirmed orders of the workshop's boards nested together, per
 * material (lib/batches/compose.ts). Customers' prices never change: each order is charged as confirmed; the
 * batch is the workshop's own affair, and shows its boards against the sum of the orders' own plans. An order is in
 * one batch at a time (`batch` on the order, set through the order's door); a batch can be undone until its first
 * piece is scanned. Every read is by `_id`: the open orders' document, each order and its body, the batch.
 */
export const BATCH_PATTERN = /^B-\d{4}-\d{4,6}$/;
const isBatchId = (id: string) => BATCH_PATTERN.test(id);
export const BATCH_MIN_ORDERS = 2;
export const BATCH_MAX_ORDERS = 30;
/** The optimiser's budget for a batch's nest, all materials together: a batch is planned once, by staff, within 10 s (issue 40). */
const BATCH_BUDGET_MS = 9000;
const ALL_BATCHES = "batches:all";
const BATCHES_LOCK = "batches";

const summaryOf = (doc: BatchDoc): BatchSummary => ({
  id: doc._id,
  orders: doc.orders,
  materials: doc.materials,
  createdAt: new Date(doc.createdAt).toISOString(),
  createdBy: doc.createdBy ?? "",
  undone: !!doc.undoneAt,
});

const canBatch = (doc: OrderDoc | null): doc is OrderDoc => !!doc && doc.status === "confirmed" && doc.boardsBy === "workshop" && !doc.batch;

/** The confirmed orders of the workshop's boards in no batch, due soonest first (the open orders' one document, then each by `_id`). */
export async function batchCandidates(): Promise<BatchCandidate[]> {
  await connectToDatabase();
  const open = openEntriesOf(await OpenOrders.findById("open").lean<OpenOrdersDoc>()).filter((e) => e.status === "confirmed");
  const docs = await Promise.all(open.map((e) => Order.findById(e.ref).lean<OrderDoc>()));
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
export async function listBatches(limit = 20): Promise<BatchSummary[]> {
  await connectToDatabase();
  const { refs } = await refsPage(ALL_BATCHES, 0, limit);
  const docs = await Promise.all(refs.map((id) => BatchModel.findById(id, { body: 0 }).lean<BatchDoc>()));
  return docs.filter((d): d is BatchDoc => !!d).map(summaryOf);
}

export async function getBatch(id: string): Promise<BatchView | null> {
  await connectToDatabase();
  const doc = await BatchModel.findById(id.toUpperCase()).lean<BatchDoc>();
  return doc ? { ...summaryOf(doc), ...unpack<BatchBody>(doc.body) } : null;
}

/**
 * Whether the open plan a stored offcut is reserved for (an open order's, or a standing batch's) cuts from it: it then
 * stays reserved (lib/rack/offcuts.ts `changeOffcut`).
 */
export const planCutsFrom = (key: string, pieceId: string) => (isBatchId(key) ? batchPlansPiece(key, pieceId) : openOrderPlansPiece(key, pieceId));

/** Whether a standing batch's plan cuts from this stored offcut (it then stays the batch's: lib/rack/offcuts.ts). */
async function batchPlansPiece(id: string, pieceId: string): Promise<boolean> {
  await connectToDatabase();
  const doc = await BatchModel.findById(id, { body: 0 }).lean<BatchDoc>();
  return !!doc && !doc.undoneAt && doc.offcuts.includes(pieceId);
}

/** The orders to batch, read and checked: each must exist, be confirmed, be of the workshop's boards and be in no batch. */
async function readOrders(refs: string[]): Promise<{ doc: OrderDoc; order: BatchOrder; materials: MaterialNames }[]> {
  const problems: Record<string, string> = {};
  const out = await Promise.all(
    refs.map(async (ref, i) => {
      const doc = await Order.findById(ref).lean<OrderDoc>();
      if (!doc) problems[`orders.${i}`] = `No order ${ref}`;
      else if (doc.status !== "confirmed") problems[`orders.${i}`] = `${ref} is ${doc.status.replace(/-/g, " ")}: only confirmed orders are batched`;
      else if (doc.boardsBy !== "workshop") problems[`orders.${i}`] = `${ref} is cut on the customer's boards`;
      else if (doc.batch) problems[`orders.${i}`] = `${ref} is already in batch ${doc.batch}`;
      if (!doc || problems[`orders.${i}`]) return null;
      const body = (await readOrderBody(doc.bodyId))!;
      return { doc, order: { reference: doc._id, cutList: body.cutList, plans: body.plans }, materials: body.materials ?? {} };
    }),
  );
  if (Object.keys(problems).length) {
    const missing = Object.values(problems).some((p) => p.startsWith("No order"));
    throw missing ? new ValidationError(problems, "Some orders cannot be batched.") : new ConflictError("Some orders cannot be batched.", problems);
  }
  return out as NonNullable<(typeof out)[number]>[];
}

async function nextBatchId(now: Date): Promise<string> {
  const year = orderYear(now);
  const doc = await Counter.findOneAndUpdate({ _id: `batch-${year}` }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" }).lean();
  return `B-${year}-${String(doc!.seq).padStart(4, "0")}`;
}

/**
 * Makes a batch of the orders: plans the pieces on their workshop boards together, per material, on the rack's
 * boards and the store's free offcuts (reserved under the batch's number), and files the batch on each order.
 * 400: a reference that is no order, or too few or too many; 409: an order not confirmed, of the customer's boards,
 * already in a batch, or the store changed meanwhile. Nothing is left half made.
 */
export async function createBatch(refs: string[], byName: string): Promise<BatchView> {
  await connectToDatabase();
  const unique = [...new Set(refs.map((r) => r.toUpperCase()))];
  if (unique.length < BATCH_MIN_ORDERS || unique.length > BATCH_MAX_ORDERS) {
    throw new ValidationError({ orders: `Choose ${BATCH_MIN_ORDERS} to ${BATCH_MAX_ORDERS} different orders` });
  }
  const read = await readOrders(unique);
  const orders = read.map((r) => r.order);
  const [catalog, tariff] = await Promise.all([getCatalog(), getTariff()]);
  // The workshop's cost of a sheet: its board and the saw's per-sheet charge (no pasting: it is the customers' choice).
  const charges = sheetCharges(catalog, tariff.prices, "none");
  const list = batchList(orders);
  const key = `batch:${unique.join(",")}`;
  let nested: MaterialPlan[] = [];
  if (list.remainder.rows.length) {
    const onPieces = await previewForOrder(key, list.remainder, catalog, charges, BATCH_BUDGET_MS);
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
  const body: BatchBody = {
    cutList: list.cutList,
    origin: list.origin,
    plans: chosen.map((c) => c.plan),
    names,
    details: read.map((r) => ({ reference: r.doc._id, customer: r.doc.customer.name, requiredBy: r.doc.requiredBy })),
  };

  return withLock(BATCHES_LOCK, async () => {
    const now = new Date();
    const id = await nextBatchId(now);
    const doc: BatchDoc = {
      _id: id,
      orders: unique,
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
      body: pack(body),
      createdAt: now,
      createdBy: byName,
      undoneAt: null,
      undoneBy: "",
    };
    await BatchModel.create(doc);
    const joined: string[] = [];
    try {
      for (const ref of unique) {
        await changeOrder(ref, async (o) => {
          if (!canBatch(o))
            throw new ConflictError(`${ref} changed while the batch was planned: make the batch again.`, { orders: `${ref} changed` });
          return { set: { batch: id }, result: undefined };
        });
        joined.push(ref);
      }
      await reservePieces(id, offcuts);
    } catch (err) {
      // Undone whole: the orders that joined leave, the batch is removed.
      for (const ref of joined) await changeOrder(ref, async (o) => ({ set: o.batch === id ? { batch: "" } : {}, result: undefined }));
      await BatchModel.deleteOne({ _id: id });
      throw err;
    }
    await addRef(ALL_BATCHES, id);
    return { ...summaryOf(doc), ...body };
  });
}

/**
 * Undoes a batch before its first piece is scanned: each order is its own again (its own plan, its own reserved
 * offcuts, never changed), and the offcuts the batch reserved are free again. 409 once any of its orders has started.
 */
export async function undoBatch(id: string, byName: string): Promise<BatchSummary> {
  await connectToDatabase();
  const ref = id.toUpperCase();
  return withLock(BATCHES_LOCK, async () => {
    const doc = await BatchModel.findById(ref, { body: 0 }).lean<BatchDoc>();
    if (!doc) throw new NotFoundError("No such batch");
    if (doc.undoneAt) throw new ConflictError(`Batch ${ref} was already undone.`, { batch: "already undone" });
    const orders = await Promise.all(doc.orders.map((o) => Order.findById(o).lean<OrderDoc>()));
    const started = orders.find((o) => o && o.batch === ref && (o.production || o.status !== "confirmed"));
    if (started) {
      throw new ConflictError(
        `${started._id} has started (${started.status.replace(/-/g, " ")}): a batch can be undone only until its first piece is scanned.`,
        {
          batch: "already started",
        },
      );
    }
    for (const o of doc.orders) await changeOrder(o, async (d) => ({ set: d.batch === ref ? { batch: "" } : {}, result: undefined }));
    await releaseForOrder(ref);
    const undoneAt = new Date();
    await BatchModel.updateOne({ _id: ref }, { $set: { undoneAt, undoneBy: byName } });
    return summaryOf({ ...doc, undoneAt, undoneBy: byName });
  });
}
