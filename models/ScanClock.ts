import mongoose, { Schema, type Model } from "mongoose";

/**
 * A station's newest scans as the work standards are measured from them (lib/capacity/calibrate.ts, issue 70): one
 * document per station, `_id: "<station id>"`, its samples one JSON text of `[at ms, standard minutes]` rows (read and
 * written whole, by `_id`; at most SAMPLES_KEPT).
 */
export interface ScanClockDoc {
  _id: string;
  packed: string;
}

const scanClockSchema = new Schema<ScanClockDoc>(
  { _id: { type: String, required: true }, packed: { type: String, default: "[]" } },
  { versionKey: false, collection: "scanclock" },
);

export const ScanClock: Model<ScanClockDoc> =
  (mongoose.models.ScanClock as Model<ScanClockDoc>) || mongoose.model<ScanClockDoc>("ScanClock", scanClockSchema);
