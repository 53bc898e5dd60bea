import mongoose, { Schema, type Model } from "mongoose";

/**
 * What a restore from the backup could not bring back (issue 56): when the database was restored, the newest change
 * the restored books hold, and the numbers skipped in each series so that no reference or invoice number handed out
 * in the lost moments is ever given again. One per restore (`_id`: `restore-<restoredAt>`), shown on the console
 * until the owner has read it.
 */
const skippedSchema = new Schema(
  {
    counter: { type: String, required: true },
    series: { type: String, enum: ["order", "invoice", "credit-note", "challan", "batch"], required: true },
    from: { type: Number, required: true },
    to: { type: Number, required: true },
    first: { type: String, required: true },
    last: { type: String, required: true },
  },
  { _id: false },
);

const restoreNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    restoredAt: { type: Date, required: true },
    /** The point in time asked for (`--at`), or null for the newest change. */
    asOf: { type: Date, default: null },
    /** The newest order or audit entry the restored books hold: changes after it may be lost. */
    lastChangeAt: { type: Date, default: null },
    skipped: { type: [skippedSchema], default: [] },
    readAt: { type: Date, default: null },
    readBy: { type: String, default: null },
  },
  { versionKey: false, collection: "restorenotices" },
);

export interface RestoreNoticeDoc {
  _id: string;
  restoredAt: Date;
  asOf: Date | null;
  lastChangeAt: Date | null;
  skipped: {
    counter: string;
    series: "order" | "invoice" | "credit-note" | "challan" | "batch";
    from: number;
    to: number;
    first: string;
    last: string;
  }[];
  readAt: Date | null;
  readBy: string | null;
}

export const RestoreNotice: Model<RestoreNoticeDoc> =
  (mongoose.models.RestoreNotice as Model<RestoreNoticeDoc>) || mongoose.model<RestoreNoticeDoc>("RestoreNotice", restoreNoticeSchema);
