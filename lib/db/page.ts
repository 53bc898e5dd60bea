import "server-only";
import type { Model } from "mongoose";

/** The paging figures every list answers with: its total, the page, the page's size and how many pages. */
export const pagingOf = (total: number, page: number, limit: number) => ({ total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) });

/**
 * One page of a collection, newest first (ties broken by _id, so no document
 * shows on two pages), the number that match, and the paging figures a list
 * answers with.
 */
export async function newestFirstPage<T>(
  // Any model: mongoose's generic model types do not widen to one parameter type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  filter: Record<string, unknown>,
  fields: string,
  page: number,
  limit: number,
): Promise<{ docs: T[]; total: number; page: number; limit: number; pages: number }> {
  const [docs, total] = await Promise.all([
    model
      .find(filter, fields)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<T[]>(),
    model.countDocuments(filter),
  ]);
  return { docs, ...pagingOf(total, page, limit) };
}
