import mongoose, { Schema, type Model } from "mongoose";

/**
 * One submission of a creating write (a payment, an offcut, an enquiry, a batch, a challan), stored under
 * `<scope>:<idempotency key>` (`_id`): inserting it is what decides between two copies of one submission arriving at
 * once; `result` is what the first answered, given again to every repeat (lib/idempotency/once.ts).
 */
const writeKeySchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    fingerprint: { type: String, required: true, maxlength: 64 },
    state: { type: String, enum: ["pending", "done"], required: true },
    result: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: "writekeys", minimize: false },
);

export type WriteKeyDoc = { _id: string; fingerprint: string; state: "pending" | "done"; result: unknown; at: Date };

export const WriteKey: Model<WriteKeyDoc> =
  (mongoose.models.WriteKey as Model<WriteKeyDoc>) || mongoose.model<WriteKeyDoc>("WriteKey", writeKeySchema);
