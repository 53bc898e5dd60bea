import mongoose, { Schema, type Model } from "mongoose";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/vocabulary";

/**
 * The workshop's open orders (received to out for delivery), in one document
 * (`_id: "open"`): the console's open tabs, their counts and the overdue list
 * come from one read by `_id`. It holds only what those need; an order leaves
 * it when it is completed or cancelled (lib/orders/book.ts). Its size is
 * bounded by the work in hand, not by the order book's history.
 */
const entrySchema = new Schema(
  {
    ref: { type: String, required: true, maxlength: 20 },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    createdAt: { type: Date, required: true },
    requiredBy: { type: String, required: true, maxlength: 10 },
  },
  { _id: false },
);

const openOrdersSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: [entrySchema], default: [] },
  },
  { versionKey: false, collection: "orderopen" },
);

export type OpenEntry = { ref: string; status: OrderStatus; createdAt: Date; requiredBy: string };
export type OpenOrdersDoc = { _id: string; entries: OpenEntry[] };

export const OpenOrders: Model<OpenOrdersDoc> =
  (mongoose.models.OpenOrders as Model<OpenOrdersDoc>) || mongoose.model<OpenOrdersDoc>("OpenOrders", openOrdersSchema);
