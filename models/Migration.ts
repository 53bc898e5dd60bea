import mongoose, { Schema, type Model } from "mongoose";

/** A data move that has run (lib/db/migrations.ts): `_id` is its name. */
const migrationSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 100 },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: "migrations" },
);

export type MigrationDoc = { _id: string; at: Date };

export const Migration: Model<MigrationDoc> =
  (mongoose.models.Migration as Model<MigrationDoc>) || mongoose.model<MigrationDoc>("Migration", migrationSchema);
