import mongoose, { Schema, type InferSchemaType, type Model, type Types } from "mongoose";
import { maxChars } from "@/vocabulary/text-length";
import { ROLES } from "@/vocabulary/roles";

/**
 * A registered account. The bcrypt hash lives only here (`select: false`, so
 * no query returns it unless it asks) and never leaves lib/auth: every
 * response goes through `toPublicUser()` in lib/auth/accounts.ts.
 */
const userSchema = new Schema(
  {
    /** Lengths in code points, the rule the zod schemas use (lib/validation/text.ts). */
    name: { type: String, required: true, trim: true, validate: maxChars(100) },
    /** Trimmed and lower-cased; unique (index below), so case variants cannot register twice. */
    email: { type: String, required: true, trim: true, lowercase: true, validate: maxChars(254) },
    phone: { type: String, required: true, trim: true, validate: maxChars(25) },
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: ROLES, default: "user", required: true },
    /**
     * Session epoch: tokens carry the value they were issued under and are
     * valid only while it is unchanged. Sign-out and password changes set it to
     * "now", revoking every outstanding token (a plain $set: FerretDB has no
     * atomic read-modify-write, so no counter).
     */
    tokensValidAfter: { type: Date, required: true, default: () => new Date() },
  },
  {
    timestamps: true,
    versionKey: false,
    toJSON: {
      transform: (_doc, ret: Record<string, unknown>) => {
        delete ret.passwordHash;
        return ret;
      },
    },
  },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ createdAt: 1 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };

export const User: Model<UserDoc> = (mongoose.models.User as Model<UserDoc>) || mongoose.model<UserDoc>("User", userSchema);
