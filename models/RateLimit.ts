import mongoose, { Schema, type Model } from "mongoose";

/**
 * One key's log of counted attempts (a sliding window), stored under the key
 * (`_id`), so a check is one read by `_id` whatever else is stored. The log
 * keeps only live entries and at most MAX_ENTRIES of them (a limit never needs
 * more than its maximum); `expiresAt` is the latest entry's expiry, which the
 * background sweep uses (FerretDB has no TTL index).
 */
const entrySchema = new Schema({ at: { type: Date, required: true }, expiresAt: { type: Date, required: true } }, { _id: false });

const rateLimitSchema = new Schema(
  {
    /** `<limit name>:<sha256 of the subject>`: no e-mail address or IP is stored in clear. */
    _id: { type: String, required: true, maxlength: 120 },
    entries: { type: [entrySchema], default: [] },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: "ratelimits" },
);

// For the sweep on MongoDB deployments (the embedded database reads the whole collection once a minute).
rateLimitSchema.index({ expiresAt: 1 });

export type RateLimitEntry = { at: Date; expiresAt: Date };
export type RateLimitDoc = { _id: string; entries: RateLimitEntry[]; expiresAt: Date };

export const RateLimit: Model<RateLimitDoc> =
  (mongoose.models.RateLimit as Model<RateLimitDoc>) || mongoose.model<RateLimitDoc>("RateLimit", rateLimitSchema);
