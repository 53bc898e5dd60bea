import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { pagingOf } from "@/lib/db/page";
import { toSummaryDto, type AdminOrderListDto, type OrderListDto } from "./dto";
import { indiaToday } from "./reference";
import { isOverdue, listPage, openEntries, orderCounts, ownerList, summariesOf } from "./store/book";
import { filteredPage, type Filter } from "./store/listings";

/**
 * The order lists as the account page and the console get them (issue 66: the store finds the orders, this shapes
 * the answers): a customer's own orders, the console's filtered page with the counts, the dashboard's overdue list.
 */

export async function listMyOrders(ownerId: string, page = 1, limit = 20): Promise<OrderListDto> {
  await connectToDatabase();
  const { docs, total } = await listPage(ownerList(ownerId), page, limit);
  const today = indiaToday();
  return { items: docs.map((d) => toSummaryDto(d, today)), ...pagingOf(total, page, limit) };
}

export async function listAdminOrders(opts: Filter & { page?: number; limit?: number }): Promise<AdminOrderListDto> {
  await connectToDatabase();
  const page = opts.page ?? 1;
  const limit = opts.limit ?? 20;
  const [{ docs, total, note }, counts] = await Promise.all([filteredPage(opts, page, limit), orderCounts()]);
  const today = indiaToday();
  return { items: docs.map((d) => toSummaryDto(d, today)), ...pagingOf(total, page, limit), counts, ...(note ? { note } : {}) };
}

/** The open orders past their required-by date, oldest required-by first (the dashboard's list). */
export async function overdueOrders(limit = 10) {
  await connectToDatabase();
  const today = indiaToday();
  const entries = (await openEntries()).filter((e) => isOverdue(e, today)).sort((a, b) => (a.requiredBy < b.requiredBy ? -1 : 1));
  return (await summariesOf(entries.slice(0, limit).map((e) => e.ref))).map((d) => toSummaryDto(d, today));
}
