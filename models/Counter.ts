import mongoose, { Schema, type Model } from "mongoose";

/**
 * Named sequences (e.g. `order-2026`). FerretDB v1 can lose concurrent $inc
 * updates, so a counter value is only a proposal: the insert under the
 * number (the `_id` of the document that takes it) is what makes it its own (lib/numbering/series.ts).
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
