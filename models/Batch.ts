import mongoose, { Schema, type Model } from "mongoose";

/**
 * A cutting batch (lib/batches/): several confirmed orders nested together, stored under its number
 * (`_id: "B-2026-0007"`) and read only by it, through its door (lib/batches/store.ts). Its life: made → started (its
 * first piece on the saw) → done (no open order left), or undone before it starts. The heavy part (the batch's list, its rows' orders and its
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
  /** Its first order went into production (its first scan, or staff): it can no longer be undone; its offcuts left the store. */
  startedAt?: Date | null;
  /** No open order is left in it: whatever it still held reserved is free again. */
  doneAt?: Date | null;
  /** Orders cancelled after the batch started: their pieces are marked "do not cut" in its pack and labels. */
  cancelled?: string[];
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
    startedAt: { type: Date, default: null },
    doneAt: { type: Date, default: null },
    cancelled: { type: [String], default: [] },
  },
  { versionKey: false, minimize: false, collection: "batches" },
);

export const BatchModel: Model<BatchDoc> = (mongoose.models.Batch as Model<BatchDoc>) || mongoose.model<BatchDoc>("Batch", batchSchema);
