import mongoose, { Schema, type Model } from "mongoose";
import type { Material, SawFileSettings, SawSettings } from "@/vocabulary/boards";

/**
 * The workshop's materials and the board sizes on its rack
 * (lib/cutting/list/materials.ts): one document, `_id: "rack"`, written whole
 * under a lock by the console (lib/rack/catalog.ts). Small and bounded (at
 * most 60 materials × 8 sizes), read by `_id` on every plan.
 */
export interface RackDoc {
  _id: string;
  materials: Material[];
  /** The workshop's saw; absent on a rack saved before it was set (the defaults then). */
  saw?: SawSettings;
  /** What the saw's file tells the beam saw; absent: the defaults. */
  sawFile?: SawFileSettings;
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

const boardSchema = new Schema(
  {
    length: { type: Number, required: true },
    width: { type: Number, required: true },
    pricePaise: { type: Number, required: true, min: 0 },
    inStock: { type: Boolean, required: true },
  },
  { _id: false },
);

const materialSchema = new Schema(
  {
    id: { type: String, required: true, maxlength: 40 },
    label: { type: String, required: true, maxlength: 60 },
    labelTa: { type: String, required: false, maxlength: 80 },
    thickness: { type: Number, required: true },
    kind: { type: String, required: true },
    hsn: { type: String, required: false, maxlength: 8 },
    grain: { type: Boolean, required: true },
    retired: { type: Boolean, required: true },
    boards: { type: [boardSchema], default: [] },
  },
  { _id: false },
);

const rackSchema = new Schema<RackDoc>(
  {
    _id: { type: String, required: true },
    materials: { type: [materialSchema], default: [] },
    saw: { type: new Schema({ kerf: { type: Number, required: true }, trim: { type: Number, required: true } }, { _id: false }), required: false },
    sawFile: {
      type: new Schema(
        { book: { type: Number, required: true }, headCuts: { type: Boolean, required: true }, format: { type: String, required: true } },
        { _id: false },
      ),
      required: false,
    },
    version: { type: Number, required: true },
    updatedBy: { type: String, default: "" },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const RackModel: Model<RackDoc> = (mongoose.models.Rack as Model<RackDoc>) || mongoose.model<RackDoc>("Rack", rackSchema);
