import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * One document per counted attempt (a sliding-window log). Inserts are the
 * only write that FerretDB performs atomically under concurrency ($inc loses
 * updates there), so counting = inserting, then counting the window. There is
 * no TTL index in FerretDB: expired entries are swept by `expiresAt`.
 */
const rateLimitSchema = new Schema(
  {
    /** `<limit name>:<sha256 of the subject>`: no e-mail address or IP is stored in clear. */
    key: { type: String, required: true, maxlength: 120 },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: "ratelimits" },
);

rateLimitSchema.index({ key: 1, at: -1 });
rateLimitSchema.index({ expiresAt: 1 });

export type RateLimitDoc = { _id: Types.ObjectId; key: string; at: Date; expiresAt: Date };

export const RateLimit: Model<RateLimitDoc> =
  (mongoose.models.RateLimit as Model<RateLimitDoc>) || mongoose.model<RateLimitDoc>("RateLimit", rateLimitSchema);
