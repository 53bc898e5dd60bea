import mongoose, { Schema, type Model } from "mongoose";

/**
 * Named sequences (e.g. `order-2026`). FerretDB v1 can lose concurrent $inc
 * updates, so a counter value is only a proposal: the unique index on the
 * order reference is what guarantees uniqueness (lib/orders/store/sequence.ts).
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export interface CounterDoc {
  _id: string;
  seq: number;
}

export const Counter: Model<CounterDoc> = (mongoose.models.Counter as Model<CounterDoc>) || mongoose.model<CounterDoc>("Counter", counterSchema);
