import mongoose, { Schema, type Model } from "mongoose";
import type { OffcutPiece } from "@/vocabulary/offcuts";

/**
 * A piece as stored: the API's piece (lib/rack/offcut-schema.ts) with its dates as Dates. Its keeping date is not
 * stored: it follows from `addedAt` and the workshop's keeping days, so a changed setting applies to every shelf.
 */
export type StoredOffcut = Omit<OffcutPiece, "addedAt" | "keepUntil" | "toldAt" | "passed"> & {
  addedAt: Date;
  toldAt?: Date | null;
  passed?: { from: string; at: Date } | null;
};

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
    owner: { type: new Schema({ id: String, name: String, email: String, phone: String, language: String }, { _id: false }), default: null },
    toldAt: { type: Date, default: null },
    passed: { type: new Schema({ from: String, at: Date }, { _id: false }), default: null },
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
export interface OffcutLogDoc extends Omit<StoredOffcut, "id" | "status" | "owner" | "toldAt" | "passed"> {
  /** Whose shelf it was on (a customer's e-mail), or "" for the workshop's. */
  owner?: string;
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
    owner: String,
    ended: { type: String, required: true },
    endedAt: { type: Date, required: true },
    endedBy: String,
  },
  { versionKey: false },
);

export const OffcutLogModel: Model<OffcutLogDoc> =
  (mongoose.models.OffcutLog as Model<OffcutLogDoc>) || mongoose.model<OffcutLogDoc>("OffcutLog", logSchema, "offcutlog");
