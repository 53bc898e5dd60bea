import mongoose, { Schema, type Model } from "mongoose";

/**
 * A month's GSTR-1 (issue 69), under its month (`_id: "2026-11"`): when its file was last downloaded and, once the
 * accountant has filed it, when and by whom it was marked filed. A filed month's invoices and credit notes are final:
 * no new one is dated in it (lib/money/returns.ts). Read and written by `_id` only.
 */
export interface ReturnMonthDoc {
  _id: string;
  downloadedAt: Date | null;
  downloadedBy: string;
  filedAt: Date | null;
  filedBy: string;
}

const returnMonthSchema = new Schema<ReturnMonthDoc>(
  {
    _id: { type: String, required: true, maxlength: 7 },
    downloadedAt: { type: Date, default: null },
    downloadedBy: { type: String, default: "", maxlength: 100 },
    filedAt: { type: Date, default: null },
    filedBy: { type: String, default: "", maxlength: 100 },
  },
  { versionKey: false, minimize: false, collection: "returnmonths" },
);

export const ReturnMonthModel: Model<ReturnMonthDoc> =
  (mongoose.models.ReturnMonth as Model<ReturnMonthDoc>) || mongoose.model<ReturnMonthDoc>("ReturnMonth", returnMonthSchema);
