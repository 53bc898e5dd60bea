import mongoose, { Schema, type Model } from "mongoose";

/**
 * An order's idempotency key, stored under the key itself (`_id`), so a retry
 * finds its order with one lookup by `_id`. Inserted before the order: the
 * insert is what decides between two copies of one submission arriving at
 * once (lib/orders/store/idempotency.ts).
 */
const orderKeySchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 100 },
    fingerprint: { type: String, required: true, maxlength: 64 },
    /** The reference the order is being (or was) stored under; null until one is chosen. */
    reference: { type: String, default: null, maxlength: 20 },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: "orderkeys" },
);

export type OrderKeyDoc = { _id: string; fingerprint: string; reference: string | null; at: Date };

export const OrderKey: Model<OrderKeyDoc> =
  (mongoose.models.OrderKey as Model<OrderKeyDoc>) || mongoose.model<OrderKeyDoc>("OrderKey", orderKeySchema);
