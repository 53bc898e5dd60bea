import mongoose, { Schema, type Model } from "mongoose";

/**
 * One document per order-sheet download by one address in one hour (no visitor data in clear). Inserts only:
 * FerretDB loses concurrent `$inc` updates, so counting = inserting, and the
 * console groups by file and week.
 */
const downloadEventSchema = new Schema(
  {
    /**
     * `<hour>-<sha256 of file, client address, hour>`: one event per address,
     * file and hour (lib/downloads/counts.ts). Older events have ObjectIds.
     */
    _id: { type: String, required: true, maxlength: 60 },
    /** The sheet's key, e.g. "cutting" (see lib/job-work/job-work.ts). */
    file: { type: String, required: true, maxlength: 40 },
    /** Monday of the ISO week (UTC), "YYYY-MM-DD". */
    week: { type: String, required: true, maxlength: 10 },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: "download_events" },
);

downloadEventSchema.index({ week: 1, file: 1 });

export type DownloadEventDoc = { _id: string; file: string; week: string; at: Date };

export const DownloadEvent: Model<DownloadEventDoc> =
  (mongoose.models.DownloadEvent as Model<DownloadEventDoc>) || mongoose.model<DownloadEventDoc>("DownloadEvent", downloadEventSchema);
