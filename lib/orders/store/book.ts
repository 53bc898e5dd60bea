import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { addRefsLocked, refCount, refsPage, removeRefLocked } from "@/lib/db/ref-list";
import { OpenOrders, openEntriesOf, packOpenEntries, type OpenEntry, type OpenOrdersDoc } from "@/models/OpenOrders";
import { Order, type OrderDoc } from "@/models/Order";
import { orderLock } from "./change";
import { indiaToday } from "../reference";
import { termsOf } from "@/lib/search/terms";
import { isFinal, OPEN_STATUSES, ORDER_STATUSES, type OrderStatus } from "../status";

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
 * - `orders:<term>`: the search terms (lib/search/terms.ts).
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

/** The fields a list row shows: everything but the secrets and the history. */
export const SUMMARY_PROJECTION = { accessKey: 0, fingerprint: 0, idempotencyKey: 0, history: 0, pieceMarks: 0 } as const;
export type OrderSummaryDoc = Omit<OrderDoc, keyof typeof SUMMARY_PROJECTION>;

type Fileable = Pick<OrderDoc, "_id" | "owner" | "status" | "createdAt" | "requiredBy" | "indexed">;

/** Every list of the order book (all, owners', closed, and the open set) changes under this one lock; the search terms under their own. */
const BOOK_LOCK = "orders:book";
const TERMS_LOCK = "orders:terms";

const readOpenLocked = async () => openEntriesOf(await OpenOrders.findById(OPEN_ID).lean<OpenOrdersDoc>());
const writeOpenLocked = (entries: OpenEntry[]) =>
  OpenOrders.replaceOne({ _id: OPEN_ID }, { _id: OPEN_ID, packed: packOpenEntries(entries) }, { upsert: true });

async function setOpenEntryLocked(order: Fileable): Promise<void> {
  const entries = (await readOpenLocked()).filter((e) => e.ref !== order._id);
  if (OPEN_STATUSES.includes(order.status)) {
    entries.push({ ref: order._id, status: order.status, createdAt: new Date(order.createdAt), requiredBy: order.requiredBy });
  }
  await writeOpenLocked(entries);
}

/** Under the book's lock: the open set and the lists follow the order's status (`first`: it joins the book). */
async function fileLocked(order: Fileable, first: boolean): Promise<void> {
  const ref = order._id;
  const items: { list: string; ref: string }[] = [];
  if (first) {
    items.push({ list: ALL_LIST, ref });
    if (order.owner) items.push({ list: ownerList(String(order.owner)), ref });
  }
  if (isFinal(order.status)) items.push({ list: closedList(order.status), ref });
  await withLock(BOOK_LOCK, () => Promise.all([setOpenEntryLocked(order), addRefsLocked(items)]));
}

/**
 * Files a new order in the book before its document is written (its number is
 * already its own: lib/orders/store/create.ts), so the document is inserted already
 * filed and placing an order writes it once. A list entry whose order never
 * came (the insert failed) is skipped by every reader; `unfileNewOrder` takes
 * it out again when the failure is seen.
 */
export async function fileNewOrder(order: Fileable): Promise<void> {
  await fileLocked(order, true);
}

export async function unfileNewOrder(order: Pick<OrderDoc, "_id" | "owner">): Promise<void> {
  await withLock(BOOK_LOCK, async () => {
    const entries = await readOpenLocked();
    if (entries.some((e) => e.ref === order._id)) await writeOpenLocked(entries.filter((e) => e.ref !== order._id));
    await removeRefLocked(ALL_LIST, order._id);
    if (order.owner) await removeRefLocked(ownerList(String(order.owner)), order._id);
  });
}

/** How long a list entry may wait for its order's document: placing an order files it a moment before the insert. */
const PHANTOM_AFTER_MS = 60_000;

/**
 * Takes out the entries whose order never came (probe L-2): a process killed between filing a new order and inserting
 * its document leaves an entry in the open set and the lists, which every reader skips but the counts would count. A
 * new order is filed in the open set (received) with the lists, so the open set's entries older than a minute whose
 * order does not exist are the phantoms; each is unfiled everywhere. Safe beside other instances placing orders (an
 * order being placed is younger than a minute). Run at every start (instrumentation.ts). Answers how many.
 */
export async function sweepPhantomEntries(): Promise<number> {
  await connectToDatabase();
  const stale = (await readOpenLocked()).filter((e) => Date.now() - new Date(e.createdAt).getTime() > PHANTOM_AFTER_MS);
  const exists = await Promise.all(stale.map((e) => Order.exists({ _id: e.ref })));
  const missing = stale.filter((_, i) => !exists[i]);
  for (const e of missing) await unfileNewOrder({ _id: e.ref, owner: null });
  return missing.length;
}

/** Files an order in its new owner's list (a guest order attached to an account). */
export async function fileUnderOwner(ref: string, ownerId: string): Promise<void> {
  await withLock(BOOK_LOCK, () => addRefsLocked([{ list: ownerList(ownerId), ref }]));
}

/** Brings the lists in line with a status change, then records it (`indexed`). Safe to repeat. */
export async function fileOrder(order: Fileable): Promise<void> {
  if (order.indexed === order.status) return;
  await fileLocked(order, !order.indexed);
  await setOrderFields(order._id, { indexed: order.status });
}

/**
 * Writes fields of an order under the order's lock. FerretDB v1 runs an update
 * as a read of the whole document and a write of it, so two unlocked updates of
 * one order (even of different fields) can undo each other: every write of an
 * order document takes its lock (lib/orders/store/change.ts holds it for every change).
 */
export async function setOrderFields(ref: string, fields: Partial<Pick<OrderDoc, "indexed" | "termsFiled" | "work">>): Promise<void> {
  await withLock(orderLock(ref), () => Order.updateOne({ _id: ref }, { $set: fields }));
}

/** Files the order under its search terms (idempotent), then records that it is. */
export async function fileTerms(order: Pick<OrderDoc, "_id" | "customer" | "site">): Promise<void> {
  const items = termsOf({ ...order.customer, site: order.site }).map((term) => ({ list: termList(term), ref: order._id }));
  await withLock(TERMS_LOCK, () => addRefsLocked(items));
  await setOrderFields(order._id, { termsFiled: true });
}

/**
 * Starts `fileTerms` without waiting for it: a search may find a new order a
 * moment later (and every search also looks at the newest orders), but placing
 * it does not wait for a dozen lists. A failure is logged; the next read of the
 * order tries again.
 */
export function fileTermsSoon(order: Pick<OrderDoc, "_id" | "customer" | "site">, attempt = 0): void {
  fileTerms(order).catch((err) => {
    // Busy or briefly unreachable: try again a little later (the next read of the order also does).
    if (attempt < 4) setTimeout(() => fileTermsSoon(order, attempt + 1), 2000 * 2 ** attempt).unref();
    else console.warn(`[orders] ${order._id}: search terms not filed yet (${(err as Error).message})`);
  });
}

/** Finishes whatever filing of this order was interrupted (called when an order is read). */
export async function refileIfNeeded(order: Fileable & Pick<OrderDoc, "termsFiled" | "customer" | "site">): Promise<void> {
  if (order.indexed !== order.status) await fileOrder(order);
  // A fresh order's terms are being filed right now by the request that placed it.
  if (!order.termsFiled && Date.now() - new Date(order.createdAt).getTime() > 10_000) fileTermsSoon(order);
}

/** The list rows of these references, in the same order (references without an order are left out). */
export async function summariesOf(refs: string[]): Promise<OrderSummaryDoc[]> {
  const docs = await Promise.all(refs.map((ref) => Order.findById(ref, SUMMARY_PROJECTION).lean<OrderSummaryDoc>()));
  return docs.filter((d): d is OrderSummaryDoc => d !== null);
}

export async function openEntries(): Promise<OpenEntry[]> {
  await connectToDatabase();
  return openEntriesOf(await OpenOrders.findById(OPEN_ID).lean<OpenOrdersDoc>());
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
