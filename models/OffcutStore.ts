import mongoose, { Schema, type Model } from "mongoose";

/** One piece on the workshop's offcut rack (lib/rack/offcuts.ts). */
export interface StoredOffcut {
  /** Short id printed on the piece's label, e.g. "K7Q2M". */
  id: string;
  material: string;
  /** Length along the grain and width, mm. */
  length: number;
  width: number;
  /** What a plan pays for it, paise (0: free). */
  pricePaise: number;
  status: "stored" | "reserved";
  /** The order it is reserved for ("" while free). */
  order: string;
  /** Where it came from: "KPW-2026-0012/3/1" (order, sheet, offcut) or "" when added by hand. */
  from: string;
  note: string;
  addedAt: Date;
  addedBy: string;
}

/**
 * The offcut store: one document (`_id: "offcuts"`) holding every piece on the
 * rack, free or reserved, changed only under the store's lock. One document
 * keeps every read by `_id` and every reservation one write (FerretDB v1 uses
 * no other index and has no transactions); it is bounded by MAX_STORED_OFFCUTS.
 * Pieces that leave (cut into an order, discarded) go to `offcutlog`, one
 * insert-only record each.
 */
export interface OffcutStoreDoc {
  _id: string;
  pieces: StoredOffcut[];
  version: number;
}

const pieceSchema = new Schema(
  {
    id: { type: String, required: true },
    material: { type: String, required: true },
    length: { type: Number, required: true },
    width: { type: Number, required: true },
    pricePaise: { type: Number, required: true, min: 0 },
    status: { type: String, required: true },
    order: { type: String, default: "" },
    from: { type: String, default: "" },
    note: { type: String, default: "" },
    addedAt: { type: Date, required: true },
    addedBy: { type: String, default: "" },
  },
  { _id: false },
);

const storeSchema = new Schema<OffcutStoreDoc>(
  { _id: { type: String, required: true }, pieces: { type: [pieceSchema], default: [] }, version: { type: Number, required: true } },
  { versionKey: false },
);

export const OffcutStoreModel: Model<OffcutStoreDoc> =
  (mongoose.models.OffcutStore as Model<OffcutStoreDoc>) || mongoose.model<OffcutStoreDoc>("OffcutStore", storeSchema, "offcutstore");

/** A piece that left the store, and how. */
export interface OffcutLogDoc extends Omit<StoredOffcut, "id" | "status"> {
  _id: string;
  ended: "used" | "discarded";
  endedAt: Date;
  endedBy: string;
}

const logSchema = new Schema<OffcutLogDoc>(
  {
    _id: { type: String, required: true },
    material: String,
    length: Number,
    width: Number,
    pricePaise: Number,
    order: String,
    from: String,
    note: String,
    addedAt: Date,
    addedBy: String,
    ended: { type: String, required: true },
    endedAt: { type: Date, required: true },
    endedBy: String,
  },
  { versionKey: false },
);

export const OffcutLogModel: Model<OffcutLogDoc> =
  (mongoose.models.OffcutLog as Model<OffcutLogDoc>) || mongoose.model<OffcutLogDoc>("OffcutLog", logSchema, "offcutlog");
