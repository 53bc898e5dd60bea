import mongoose, { Schema, type Model, type Types } from "mongoose";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/status";

/**
 * A job-work order: the customer's cut list as sent, the server's own plan
 * and estimate, and the status history. Written once, whole (one insert), then
 * changed only by single-document conditional updates (no transactions on
 * FerretDB). The cut list, plans and estimate were validated and computed by
 * the server before the insert, so they are kept as plain sub-documents.
 */
const historySchema = new Schema(
  {
    /** "status" for a status change, "price" for a confirmed-price edit. */
    kind: { type: String, enum: ["status", "price"], required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    at: { type: Date, required: true },
    byRole: { type: String, enum: ["customer", "guest", "admin"], required: true },
    byName: { type: String, default: "", maxlength: 100 },
    byId: { type: Schema.Types.ObjectId, default: null },
    reason: { type: String, default: "", maxlength: 500 },
    confirmedPaise: { type: Number, default: null },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    reference: { type: String, required: true, maxlength: 20 },
    year: { type: Number, required: true },
    seq: { type: Number, required: true },
    /** The signed-in customer; null for a guest. */
    owner: { type: Schema.Types.ObjectId, default: null },
    /** The guest link's secret (32 random bytes, base64url); every order has one. */
    accessKey: { type: String, required: true, maxlength: 64 },
    /** From the page: a retry with the same key returns the same order. */
    idempotencyKey: { type: String, required: true, maxlength: 100 },
    /** Hash of the submitted order, so a reused key with a different order is refused. */
    fingerprint: { type: String, required: true, maxlength: 64 },
    customer: {
      name: { type: String, required: true, maxlength: 100 },
      phone: { type: String, required: true, maxlength: 25 },
      email: { type: String, default: "", maxlength: 254 },
    },
    boardsBy: { type: String, enum: ["customer", "workshop"], required: true },
    pasting: { type: String, enum: ["none", "hot-press", "contact-adhesive"], required: true },
    fulfilment: { type: String, enum: ["pickup", "delivery"], required: true },
    deliveryAddress: { type: String, default: "", maxlength: 500 },
    /** YYYY-MM-DD (a date in India). */
    requiredBy: { type: String, required: true, maxlength: 10 },
    site: { type: String, default: "", maxlength: 120 },
    notes: { type: String, default: "", maxlength: 2000 },
    cutList: { type: Schema.Types.Mixed, required: true },
    plans: { type: Schema.Types.Mixed, required: true },
    estimate: { type: Schema.Types.Mixed, required: true },
    status: { type: String, enum: ORDER_STATUSES, default: "received", required: true },
    confirmedPaise: { type: Number, default: null },
    cancelReason: { type: String, default: "", maxlength: 500 },
    history: { type: [historySchema], default: [] },
    /** Lower-case reference, name, phone (digits too), e-mail and site for the console's search (no text index on FerretDB). */
    search: { type: String, default: "", maxlength: 800 },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

orderSchema.index({ reference: 1 }, { unique: true });
orderSchema.index({ idempotencyKey: 1 }, { unique: true });
orderSchema.index({ owner: 1, createdAt: -1 });
orderSchema.index({ status: 1, createdAt: -1 });
orderSchema.index({ createdAt: -1 });
orderSchema.index({ requiredBy: 1 });

export interface OrderHistoryEntry {
  kind: "status" | "price";
  status: OrderStatus;
  at: Date;
  byRole: "customer" | "guest" | "admin";
  byName: string;
  byId: Types.ObjectId | null;
  reason: string;
  confirmedPaise: number | null;
}

export const Order = (mongoose.models.Order as Model<Record<string, unknown>>) || mongoose.model("Order", orderSchema);
