import mongoose, { Schema, type Model } from "mongoose";

/**
 * The heavy, read-whole part of an order (its cut list as sent, the server's
 * plans and estimate) as one packed value (lib/db/packed.ts), in a document of
 * its own under the order's reference: the order document stays small, so the
 * lists, which read twenty orders at a time, never load a cut list. Read by
 * `_id` only when the order itself is shown. Inserted first when an order is
 * placed: its insert is what makes the reference the order's own (of two
 * orders proposed one number, only one insert succeeds); a body whose order
 * never came (a crash in between) leaves an unused number and is never read.
 */
const orderBodySchema = new Schema(
  {
    /** The order's reference, e.g. KPW-2026-0042. */
    _id: { type: String, required: true, maxlength: 20 },
    body: { type: Buffer, required: true },
  },
  { versionKey: false, collection: "orderbodies" },
);

export type OrderBodyDoc = { _id: string; body: Buffer };

export const OrderBodyModel: Model<OrderBodyDoc> =
  (mongoose.models.OrderBody as Model<OrderBodyDoc>) || mongoose.model<OrderBodyDoc>("OrderBody", orderBodySchema);
