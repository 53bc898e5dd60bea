import mongoose, { Schema, type Model } from "mongoose";

/**
 * A cutting batch (lib/orders/store/batches.ts): several confirmed orders nested together, stored under its
 * number (`_id: "B-2026-0007"`) and read only by it. The heavy part (the batch's list, its rows' orders and its
 * plans) is packed in `body`, as an order's is; the figures the console lists are plain fields.
 */
export interface BatchMaterialDoc {
  material: string;
  sheets: number;
  boards: number;
  ownPlansBoards: number;
  cost: number;
  ownPlansCost: number;
  from: "nest" | "own";
}

export interface BatchDoc {
  _id: string;
  orders: string[];
  materials: BatchMaterialDoc[];
  /** The offcuts of the store the batch's nest cuts from (reserved under the batch's number). */
  offcuts: string[];
  body: Buffer;
  createdAt: Date;
  createdBy: string;
  /** Set when the batch was undone (before its first piece was scanned): its orders are their own again. */
  undoneAt: Date | null;
  undoneBy: string;
}

const materialSchema = new Schema<BatchMaterialDoc>(
  {
    material: { type: String, required: true },
    sheets: { type: Number, required: true },
    boards: { type: Number, required: true },
    ownPlansBoards: { type: Number, required: true },
    cost: { type: Number, required: true },
    ownPlansCost: { type: Number, required: true },
    from: { type: String, enum: ["nest", "own"], required: true },
  },
  { _id: false },
);

const batchSchema = new Schema<BatchDoc>(
  {
    _id: { type: String, required: true, maxlength: 20 },
    orders: { type: [String], required: true },
    materials: { type: [materialSchema], required: true },
    offcuts: { type: [String], default: [] },
    body: { type: Buffer, required: true },
    createdAt: { type: Date, required: true },
    createdBy: { type: String, default: "", maxlength: 100 },
    undoneAt: { type: Date, default: null },
    undoneBy: { type: String, default: "", maxlength: 100 },
  },
  { versionKey: false, minimize: false, collection: "batches" },
);

export const BatchModel: Model<BatchDoc> = (mongoose.models.Batch as Model<BatchDoc>) || mongoose.model<BatchDoc>("Batch", batchSchema);
