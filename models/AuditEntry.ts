import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * One line of the audit log (issue 51): when, who (a person and their role, or a station phone and its stations),
 * what, and the figures before and after. Append-only: entries are inserted and never updated or deleted by any
 * route. Stored under an ObjectId (its time first); found through keyed lists (all, per order, per person, per
 * day: lib/audit/log.ts), never by a filtered query.
 */
const auditSchema = new Schema(
  {
    at: { type: Date, required: true },
    actor: { type: Schema.Types.Mixed, required: true },
    action: { type: String, required: true, maxlength: 40 },
    order: { type: String, default: "", maxlength: 20 },
    detail: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, collection: "auditlog", minimize: false },
);

export type AuditActorDoc =
  | { kind: "person"; id: string; name: string; role: string }
  | { kind: "device"; id: string; name: string; stations: string[] }
  | { kind: "system"; name: string };

export type AuditEntryDoc = {
  _id: Types.ObjectId;
  at: Date;
  actor: AuditActorDoc;
  action: string;
  order: string;
  detail: Record<string, unknown>;
};

export const AuditEntry: Model<AuditEntryDoc> =
  (mongoose.models.AuditEntry as Model<AuditEntryDoc>) || mongoose.model<AuditEntryDoc>("AuditEntry", auditSchema);
