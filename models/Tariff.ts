import mongoose, { Schema, type Model } from "mongoose";

/**
 * The workshop's price list: one document (`_id: "current"`) holding one entry
 * per price (keys from lib/orders/tariff-items.ts), each with the date it last
 * changed. A single document, written whole under the tariff's lock
 * (lib/orders/tariff.ts), so two admins saving at once both keep their
 * changes; `version` counts the saves.
 */
const priceSchema = new Schema(
  {
    key: { type: String, required: true, maxlength: 60 },
    /** Whole paise. */
    paise: { type: Number, required: true, min: 0 },
    changedAt: { type: Date, required: true },
    /** Who last changed it (name, for the console). */
    changedBy: { type: String, default: "", maxlength: 100 },
    /** True while the seeded example figure has never been saved by the owner. */
    example: { type: Boolean, default: false },
  },
  { _id: false },
);

const tariffSchema = new Schema(
  {
    _id: { type: String, required: true },
    prices: { type: [priceSchema], default: [] },
    version: { type: Number, required: true, default: 0 },
  },
  { timestamps: true, versionKey: false },
);

export interface TariffDoc {
  _id: string;
  prices: { key: string; paise: number; changedAt: Date; changedBy?: string; example?: boolean }[];
  version: number;
  createdAt?: Date;
  updatedAt?: Date;
}

export const Tariff: Model<TariffDoc> = (mongoose.models.Tariff as Model<TariffDoc>) || mongoose.model<TariffDoc>("Tariff", tariffSchema);
