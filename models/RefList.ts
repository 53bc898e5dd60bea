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
    /**
     * Newest first, as one JSON text (`'["KPW-2026-0012", …]'`): the embedded
     * database decodes an array element by element on every read (500 ids:
     * about 8 ms), one string at once (under 3 ms). Lists written before are
     * arrays, read as they are and packed at their next write.
     */
    refs: { type: Schema.Types.Mixed, default: "[]" },
    /** Head only: the size of chunk k at sizes[k - 1] (chunk 1 is the oldest). */
    sizes: { type: [Number], default: undefined },
    /** Head only: ids in the whole list. */
    total: { type: Number, default: undefined },
  },
  { versionKey: false, collection: "reflists" },
);

export type RefListDoc = { _id: string; refs: string | string[]; sizes?: number[]; total?: number };

/** The ids of a stored list document, packed or (written before packing) an array. */
export const refsOf = (doc: Pick<RefListDoc, "refs"> | null | undefined): string[] =>
  !doc ? [] : typeof doc.refs === "string" ? (JSON.parse(doc.refs) as string[]) : doc.refs;

export const packRefs = (refs: string[]): string => JSON.stringify(refs);

export const RefList: Model<RefListDoc> = (mongoose.models.RefList as Model<RefListDoc>) || mongoose.model<RefListDoc>("RefList", refListSchema);
