import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * Which account an e-mail address belongs to, stored under the address
 * (`_id`, trimmed and lower-cased): sign-in finds the account with two lookups
 * by `_id` (address, then user) instead of a search through every user. The
 * insert of this document is also what makes an address unique on any
 * database: of two sign-ups with one address, only one insert succeeds.
 */
const userEmailSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 254 },
    user: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: "useremails" },
);

export type UserEmailDoc = { _id: string; user: Types.ObjectId; at: Date };

export const UserEmail: Model<UserEmailDoc> =
  (mongoose.models.UserEmail as Model<UserEmailDoc>) || mongoose.model<UserEmailDoc>("UserEmail", userEmailSchema);
