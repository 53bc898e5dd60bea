import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * One signed-in session of an account (issue 51): made at sign-in, named by the `sid` its tokens carry, read by `_id`
 * on every request, ended by its owner's logout, by the owner of the workshop from the console, or by a role change.
 * A person's sessions are listed through a keyed list (`sessions:user:<id>`), never by a filtered query.
 */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    user: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    /** The browser as it named itself (shortened), so the owner can tell a phone from the counter's computer. */
    agent: { type: String, default: "", maxlength: 160 },
    endedAt: { type: Date, default: null },
    endedBy: { type: String, default: "", maxlength: 100 },
  },
  { versionKey: false, collection: "sessions" },
);

export type SessionRecordDoc = {
  _id: string;
  user: Types.ObjectId;
  createdAt: Date;
  lastSeenAt: Date;
  agent: string;
  endedAt: Date | null;
  endedBy: string;
};

export const SessionRecord: Model<SessionRecordDoc> =
  (mongoose.models.SessionRecord as Model<SessionRecordDoc>) || mongoose.model<SessionRecordDoc>("SessionRecord", sessionSchema);
