import mongoose, { Schema, type Model } from "mongoose";

/**
 * Downloads of the order sheets in one week (`_id`: the week's Monday,
 * "YYYY-MM-DD"), per sheet: the console reads one document per week shown,
 * by `_id`. Counted under the week's lock (lib/downloads/counts.ts).
 */
const downloadTallySchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 10 },
    counts: { type: Map, of: Number, default: {} },
  },
  { versionKey: false, collection: "download_tallies" },
);

export type DownloadTallyDoc = { _id: string; counts: Record<string, number> };

export const DownloadTally: Model<DownloadTallyDoc> =
  (mongoose.models.DownloadTally as Model<DownloadTallyDoc>) || mongoose.model<DownloadTallyDoc>("DownloadTally", downloadTallySchema);
