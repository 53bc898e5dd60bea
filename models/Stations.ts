import mongoose, { Schema, type Model } from "mongoose";
import { STATION_NEEDS, type Station } from "@/vocabulary/stations";

/**
 * The workshop's stations (lib/production/stations.ts): one document, `_id: "stations"`, absent until the owner
 * saves the list (the defaults are used until then). `version` refuses a save based on an older read.
 */
export interface StationsDoc {
  _id: string;
  stations: Station[];
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

const stationSchema = new Schema<Station>(
  {
    id: { type: String, required: true, maxlength: 12 },
    name: { type: String, required: true, maxlength: 30 },
    nameTamil: { type: String, required: true, maxlength: 40 },
    past: { type: String, required: true, maxlength: 20 },
    pastTamil: { type: String, required: true, maxlength: 40 },
    needs: { type: String, enum: STATION_NEEDS, required: true },
  },
  { _id: false },
);

const stationsSchema = new Schema<StationsDoc>(
  {
    _id: { type: String, required: true },
    stations: { type: [stationSchema], required: true },
    version: { type: Number, required: true, default: 0 },
    updatedBy: { type: String, default: "", maxlength: 100 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: "stations" },
);

export const StationsModel: Model<StationsDoc> =
  (mongoose.models.Stations as Model<StationsDoc>) || mongoose.model<StationsDoc>("Stations", stationsSchema);
