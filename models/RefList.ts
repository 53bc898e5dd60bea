import mongoose, { Schema, type Model } from "mongoose";

/**
 * The documents of the keyed lists (lib/db/ref-list.ts): a list's head
 * `{_id: <name>, refs, sizes, total}` holds its newest ids, and each frozen
 * chunk `{_id: "<name>~<k>", refs}` a run of older ones. Read and written by
 * `_id` only.
 */
const refListSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    /** Newest first. */
    refs: { type: [String], default: [] },
    /** Head only: the size of chunk k at sizes[k - 1] (chunk 1 is the oldest). */
    sizes: { type: [Number], default: undefined },
    /** Head only: ids in the whole list. */
    total: { type: Number, default: undefined },
  },
  { versionKey: false, collection: "reflists" },
);

export type RefListDoc = { _id: string; refs: string[]; sizes?: number[]; total?: number };

export const RefList: Model<RefListDoc> = (mongoose.models.RefList as Model<RefListDoc>) || mongoose.model<RefListDoc>("RefList", refListSchema);
