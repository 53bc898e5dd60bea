import mongoose, { Schema, type Model } from "mongoose";
import type { OrderStatus } from "@/vocabulary/order";

/**
 * The workshop's open orders (received to out for delivery), in one document
 * (`_id: "open"`): the console's open tabs, their counts and the overdue list
 * come from one read by `_id`. It holds only what those need; an order leaves
 * it when it is completed or cancelled (lib/orders/store/book.ts). Its size is
 * bounded by the work in hand, not by the order book's history.
 */
const openOrdersSchema = new Schema(
  {
    _id: { type: String, required: true },
    /**
     * The entries as one JSON text of `[ref, status, createdAt ms, requiredBy]`
     * rows: the embedded database decodes nested documents field by field on
     * every read, and this document is read by every placed order and every
     * console page (500 entries as subdocuments: about 30 ms to read and 26 to
     * write; packed: under 3 ms each). `entries`, the form written before, is
     * still read and is replaced at the next write.
     */
    packed: { type: String, default: "[]" },
    entries: { type: [Schema.Types.Mixed], default: undefined },
  },
  { versionKey: false, collection: "orderopen" },
);

export type OpenEntry = { ref: string; status: OrderStatus; createdAt: Date; requiredBy: string };
type PackedEntry = [ref: string, status: OrderStatus, createdAt: number, requiredBy: string];
export type OpenOrdersDoc = { _id: string; packed?: string; entries?: OpenEntry[] };

/** The open entries of the stored document (packed, or in the form written before). */
export function openEntriesOf(doc: OpenOrdersDoc | null | undefined): OpenEntry[] {
  if (!doc) return [];
  if (doc.packed === undefined) return (doc.entries ?? []).map((e) => ({ ...e, createdAt: new Date(e.createdAt) }));
  return (JSON.parse(doc.packed) as PackedEntry[]).map(([ref, status, at, requiredBy]) => ({ ref, status, createdAt: new Date(at), requiredBy }));
}

export const packOpenEntries = (entries: OpenEntry[]): string =>
  JSON.stringify(entries.map((e): PackedEntry => [e.ref, e.status, e.createdAt.getTime(), e.requiredBy]));

export const OpenOrders: Model<OpenOrdersDoc> =
  (mongoose.models.OpenOrders as Model<OpenOrdersDoc>) || mongoose.model<OpenOrdersDoc>("OpenOrders", openOrdersSchema);
