import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { refsPage } from "@/lib/db/ref-list";
import type { AdminOrdersQuery } from "@/lib/orders/schema";
import {
  ALL_LIST,
  closedList,
  isOverdue,
  listPage,
  openEntries,
  positionBefore,
  summariesOf,
  termList,
  walkList,
  type OrderSummaryDoc,
} from "./book";
import { indiaToday, parseOrderReference } from "../reference";
import { intersectTermLists } from "@/lib/search/candidates";
import { matchesQuery, queryPlan } from "@/lib/search/terms";
import { isFinal, OPEN_STATUSES, type OrderStatus } from "../status";

/**
 * The orders the console's filters find, each list made of reads by `_id` of a
 * bounded size (lib/orders/store/book.ts): a page costs the same with ten orders
 * or ten thousand. The answers' shapes are lib/orders/lists.ts's.
 */

/** How many entries of a list a search or a dated filter looks at, at most (the console says when it stopped there). */
export const SCAN_MAX = 5000;
/** The newest orders every search also looks at (placed a moment ago, their search terms may not be filed yet). */
const RECENT_CHECKED = 5;
/** Most candidates a search reads one by one to check them against the whole query. */
const VERIFY_MAX = 300;
/** Most orders in one export. */
export const EXPORT_MAX_ORDERS = 10_000;

const IST = "+05:30";
const dayStart = (day: string) => new Date(`${day}T00:00:00${IST}`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** References by year and number, newest first ("KPW-2026-10000" after "KPW-2026-9999"). */
function newestReferenceFirst(a: string, b: string): number {
  const x = parseOrderReference(a) ?? { year: 0, seq: 0 };
  const y = parseOrderReference(b) ?? { year: 0, seq: 0 };
  return y.year - x.year || y.seq - x.seq;
}

export type Filter = Pick<AdminOrdersQuery, "status" | "q" | "from" | "to">;

function inRange(d: OrderSummaryDoc, from?: string, to?: string): boolean {
  if (from && d.createdAt < dayStart(from)) return false;
  if (to && d.createdAt >= dayAfter(to)) return false;
  return true;
}

function statusMatches(d: OrderSummaryDoc, status: Filter["status"], today: string): boolean {
  if (!status) return true;
  if (status === "overdue") return isOverdue(d, today);
  return d.status === status;
}

/** One page of the console's list for a filter; `note` when a search or a date range was cut short. */
export async function filteredPage(f: Filter, page: number, limit: number): Promise<{ docs: OrderSummaryDoc[]; total: number; note?: string }> {
  const today = indiaToday();
  const q = f.q?.trim();
  const status = f.status || undefined;

  if (q) {
    const refLike = q.toUpperCase().replace(/\s+/g, "");
    if (/^KPW-\d{4}-\d{4,6}$/.test(refLike)) {
      const docs = (await summariesOf([refLike])).filter((d) => statusMatches(d, status, today) && inRange(d, f.from, f.to));
      return { docs: page === 1 ? docs : [], total: docs.length };
    }
    const plan = queryPlan(q);
    if (!plan) return { docs: [], total: 0, note: "Type at least two letters or four digits to search." };
    // The orders in a list of every part of the query...
    const { refs: found, cut } = await intersectTermLists(plan, termList, SCAN_MAX);
    // ...and the newest few orders, whose terms may be being filed at this moment (lib/orders/store/book.ts).
    const fresh = (await refsPage(ALL_LIST, 0, RECENT_CHECKED)).refs.filter((r) => !found.has(r));
    const candidates = [...found].sort(newestReferenceFirst);
    const filtered = !!status || !!f.from || !!f.to;
    const keep = (d: OrderSummaryDoc) => statusMatches(d, status, today) && inRange(d, f.from, f.to);
    const matchesAll = (d: OrderSummaryDoc) => matchesQuery(q, { ...d.customer, site: d.site });
    const freshMatches = (await summariesOf(fresh)).filter((d) => matchesAll(d) && keep(d));
    const cutNote = `Showing matches among the latest ${SCAN_MAX} orders for this search; add more of the name or the phone number to narrow it.`;
    if (plan.exact && !filtered) {
      // Being in the lists proves the match: count them all, read only the page shown.
      const refs = [...new Set([...freshMatches.map((d) => d._id), ...candidates])].sort(newestReferenceFirst);
      return { docs: await summariesOf(refs.slice((page - 1) * limit, page * limit)), total: refs.length, note: cut ? cutNote : undefined };
    }
    // Otherwise each candidate is read and checked, at most VERIFY_MAX of them.
    const checked = candidates.slice(0, VERIFY_MAX);
    const matches = [...freshMatches, ...(await summariesOf(checked)).filter((d) => matchesAll(d) && keep(d))].sort((a, b) =>
      newestReferenceFirst(a._id, b._id),
    );
    return {
      docs: matches.slice((page - 1) * limit, page * limit),
      total: matches.length,
      note: cut || candidates.length > VERIFY_MAX ? cutNote : undefined,
    };
  }

  if (status && status !== "overdue" && OPEN_STATUSES.includes(status as OrderStatus) && !f.from && !f.to) {
    const entries = (await openEntries()).filter((e) => e.status === status).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { docs: await summariesOf(entries.slice((page - 1) * limit, page * limit).map((e) => e.ref)), total: entries.length };
  }
  if (status === "overdue" && !f.from && !f.to) {
    const entries = (await openEntries()).filter((e) => isOverdue(e, today)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { docs: await summariesOf(entries.slice((page - 1) * limit, page * limit).map((e) => e.ref)), total: entries.length };
  }
  if (!f.from && !f.to) {
    const list = status && isFinal(status as OrderStatus) ? closedList(status as OrderStatus) : ALL_LIST;
    return listPage(list, page, limit);
  }

  // A date range: from its place in `orders:all` (found by a binary search) to the first order before it.
  const skipTo = f.to ? await positionBefore(dayAfter(f.to)) : 0;
  const from = f.from ? dayStart(f.from) : null;
  const walked = await walkList(ALL_LIST, {
    keep: (d) => statusMatches(d, status, today),
    stop: (d) => from !== null && d.createdAt < from,
    page,
    limit,
    scanMax: EXPORT_MAX_ORDERS,
    skipTo,
  });
  return {
    docs: walked.docs,
    total: walked.matched,
    note: walked.complete ? undefined : `Showing the first ${EXPORT_MAX_ORDERS} orders of these dates; choose fewer days.`,
  };
}

/** The rows of the CSV export: the console's filter over at most EXPORT_MAX_ORDERS orders, oldest first. */
export async function ordersForExport(f: Filter): Promise<OrderSummaryDoc[]> {
  await connectToDatabase();
  const { docs } = await filteredPage(f, 1, EXPORT_MAX_ORDERS);
  return docs.reverse();
}
