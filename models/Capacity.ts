import mongoose, { Schema, type Model } from "mongoose";
import type { WorkStandards, Weekday } from "@/vocabulary/capacity";

/**
 * The workshop's capacity and work standards (lib/capacity/settings.ts, issue 70): one document, `_id: "capacity"`,
 * absent until the owner saves them (the defaults are used until then). `version` refuses a save based on an older
 * read.
 */
export interface CapacityDoc {
  _id: string;
  week: Weekday[];
  holidays: string[];
  minutesPerDay: Record<string, number>;
  standards: WorkStandards;
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

const capacitySchema = new Schema<CapacityDoc>(
  {
    _id: { type: String, required: true },
    week: { type: [Number], required: true },
    holidays: { type: [String], default: [] },
    minutesPerDay: { type: Schema.Types.Mixed, default: {} },
    standards: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true, default: 0 },
    updatedBy: { type: String, default: "", maxlength: 100 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: "capacity" },
);

export const CapacityModel: Model<CapacityDoc> =
  (mongoose.models.Capacity as Model<CapacityDoc>) || mongoose.model<CapacityDoc>("Capacity", capacitySchema);
