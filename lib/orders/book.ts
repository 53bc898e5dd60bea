import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { addRef, refCount, refsPage } from "@/lib/db/ref-list";
import { OpenOrders, type OpenEntry, type OpenOrdersDoc } from "@/models/OpenOrders";
import { Order, type OrderDoc } from "@/models/Order";
import { indiaToday } from "./reference";
import { termsOf } from "./search-terms";
import { isFinal, OPEN_STATUSES, ORDER_STATUSES, type OrderStatus } from "./status";

/**
 * The order book's lists, each read and written only by `_id` (the embedded
 * database uses no other index, so a filtered or sorted query over the orders
 * would read every one of them):
 *
 * - `orders:all`: every order, newest first (lib/db/ref-list.ts);
 * - `orders:owner:<user id>`: a customer's own orders;
 * - `orders:status:completed`, `orders:status:cancelled`: the closed orders,
 *   latest closed first;
 * - the open orders (received to out for delivery) in one document with their
 *   status, date and required-by date (models/OpenOrders.ts): the open tabs,
 *   every count and the overdue list;
 * - `orders:<term>`: the search terms (lib/orders/search-terms.ts).
 *
 * The order document is the truth; the lists follow it. `fileOrder` brings
 * them in line with the order's current status and then records that status
 * in `indexed`, so an update interrupted between the two is finished by the
 * next `fileOrder` (every step is idempotent).
 */
export const ALL_LIST = "orders:all";
export const ownerList = (ownerId: string) => `orders:owner:${ownerId}`;
export const closedList = (status: OrderStatus) => `orders:status:${status}`;
export const termList = (term: string) => `orders:${term}`;
const OPEN_ID = "open";

/** The fields a list row shows: everything but the packed body and the secrets. */
export const SUMMARY_PROJECTION = { body: 0, accessKey: 0, fingerprint: 0, idempotencyKey: 0, history: 0 } as const;
export type OrderSummaryDoc = Omit<OrderDoc, keyof typeof SUMMARY_PROJECTION>;

type Fileable = Pick<OrderDoc, "_id" | "owner" | "customer" | "site" | "status" | "createdAt" | "requiredBy" | "indexed">;

async function setOpenEntry(order: Fileable): Promise<void> {
  await withLock("orders:open", async () => {
    const doc = await OpenOrders.findById(OPEN_ID).lean<OpenOrdersDoc>();
    const entries = (doc?.entries ?? []).filter((e) => e.ref !== order._id);
    if (OPEN_STATUSES.includes(order.status)) {
      entries.push({ ref: order._id, status: order.status, createdAt: order.createdAt, requiredBy: order.requiredBy });
    }
    await OpenOrders.replaceOne({ _id: OPEN_ID }, { _id: OPEN_ID, entries }, { upsert: true });
  });
}

/** Brings every list in line with the order's current state, then records it. Safe to repeat. */
export async function fileOrder(order: Fileable): Promise<void> {
  if (order.indexed === order.status) return;
  const ref = order._id;
  const steps: Promise<unknown>[] = [setOpenEntry(order)];
  if (!order.indexed) {
    steps.push(addRef(ALL_LIST, ref));
    if (order.owner) steps.push(addRef(ownerList(String(order.owner)), ref));
    for (const term of termsOf({ ...order.customer, site: order.site })) steps.push(addRef(termList(term), ref));
  }
  if (isFinal(order.status)) steps.push(addRef(closedList(order.status), ref));
  await Promise.all(steps);
  await Order.updateOne({ _id: ref }, { $set: { indexed: order.status } });
}

/** The list rows of these references, in the same order (references without an order are left out). */
export async function summariesOf(refs: string[]): Promise<OrderSummaryDoc[]> {
  const docs = await Promise.all(refs.map((ref) => Order.findById(ref, SUMMARY_PROJECTION).lean<OrderSummaryDoc>()));
  return docs.filter((d): d is OrderSummaryDoc => d !== null);
}

export async function openEntries(): Promise<OpenEntry[]> {
  await connectToDatabase();
  return (await OpenOrders.findById(OPEN_ID).lean<OpenOrdersDoc>())?.entries ?? [];
}

export const isOverdue = (e: { status: OrderStatus; requiredBy: string }, today = indiaToday()) =>
  OPEN_STATUSES.includes(e.status) && e.requiredBy < today;

/** Orders per status, all of them, and the open ones past their required-by date. */
export async function orderCounts(): Promise<Record<OrderStatus | "all" | "overdue", number>> {
  const [open, all, completed, cancelled] = await Promise.all([
    openEntries(),
    refCount(ALL_LIST),
    refCount(closedList("completed")),
    refCount(closedList("cancelled")),
  ]);
  const today = indiaToday();
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus | "all" | "overdue", number>;
  for (const e of open) counts[e.status] += 1;
  counts.completed = completed;
  counts.cancelled = cancelled;
  counts.all = all;
  counts.overdue = open.filter((e) => isOverdue(e, today)).length;
  return counts;
}

/** A page of a keyed list as list rows. */
export async function listPage(list: string, page: number, limit: number): Promise<{ docs: OrderSummaryDoc[]; total: number }> {
  const { refs, total } = await refsPage(list, (page - 1) * limit, limit);
  return { docs: await summariesOf(refs), total };
}

/**
 * Walks a keyed list from its newest entry, keeping the rows `keep` accepts,
 * until it has the page or has looked at `scanMax` entries; `complete` says
 * whether the count of matches covers the whole list. `skipTo` starts the walk
 * at a position found beforehand (a date's place in `orders:all`), `stop`
 * ends it at the first row past the range.
 */
export async function walkList(
  list: string,
  opts: {
    keep: (d: OrderSummaryDoc) => boolean;
    stop?: (d: OrderSummaryDoc) => boolean;
    page: number;
    limit: number;
    scanMax: number;
    skipTo?: number;
  },
): Promise<{ docs: OrderSummaryDoc[]; matched: number; complete: boolean }> {
  const BATCH = 50;
  const first = (opts.page - 1) * opts.limit;
  const docs: OrderSummaryDoc[] = [];
  let matched = 0;
  let seen = 0;
  for (let offset = opts.skipTo ?? 0; seen < opts.scanMax; offset += BATCH) {
    const { refs, total } = await refsPage(list, offset, Math.min(BATCH, opts.scanMax - seen));
    if (!refs.length) return { docs, matched, complete: true };
    for (const d of await summariesOf(refs)) {
      if (opts.stop?.(d)) return { docs, matched, complete: true };
      if (!opts.keep(d)) continue;
      if (matched >= first && docs.length < opts.limit) docs.push(d);
      matched += 1;
    }
    seen += refs.length;
    if (offset + refs.length >= total) return { docs, matched, complete: true };
  }
  return { docs, matched, complete: false };
}

/**
 * The position in `orders:all` of its newest order placed before `before`
 * (a binary search over the list, which is in the order the orders were
 * placed): about log2(n) reads by `_id`.
 */
export async function positionBefore(before: Date): Promise<number> {
  let lo = 0;
  let hi = await refCount(ALL_LIST);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const {
      docs: [doc],
    } = await listPage(ALL_LIST, mid + 1, 1);
    if (doc && doc.createdAt >= before) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
