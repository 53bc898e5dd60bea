import mongoose, { Schema, type Model } from "mongoose";

/**
 * A station phone (issue 51): paired by a one-time code, it may scan at its own stations and read what the scan page
 * shows, nothing else; revoked, its very next request is refused. Stored under its id (`_id`), listed through a keyed
 * list (`devices`). The pairing code itself is kept only as its hash (`codeHash`) until it is used or expires.
 */
const deviceSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    name: { type: String, required: true, maxlength: 60 },
    stations: { type: [String], required: true },
    createdAt: { type: Date, required: true },
    createdBy: { type: String, default: "", maxlength: 100 },
    /** The one-time code's SHA-256 and its end, until the phone pairs. */
    codeHash: { type: String, default: "" },
    codeExpiresAt: { type: Date, default: null },
    pairedAt: { type: Date, default: null },
    lastSeenAt: { type: Date, default: null },
    agent: { type: String, default: "", maxlength: 160 },
    revokedAt: { type: Date, default: null },
    revokedBy: { type: String, default: "", maxlength: 100 },
  },
  { versionKey: false, collection: "devices" },
);

export type DeviceDoc = {
  _id: string;
  name: string;
  stations: string[];
  createdAt: Date;
  createdBy: string;
  codeHash: string;
  codeExpiresAt: Date | null;
  pairedAt: Date | null;
  lastSeenAt: Date | null;
  agent: string;
  revokedAt: Date | null;
  revokedBy: string;
};

export const Device: Model<DeviceDoc> = (mongoose.models.Device as Model<DeviceDoc>) || mongoose.model<DeviceDoc>("Device", deviceSchema);

/** A pairing code, under its hash (`_id`): found by one lookup when a phone types or scans it. */
const pairingSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 64 },
    device: { type: String, required: true, maxlength: 40 },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: "pairingcodes" },
);

export type PairingCodeDoc = { _id: string; device: string; expiresAt: Date; usedAt: Date | null };

export const PairingCode: Model<PairingCodeDoc> =
  (mongoose.models.PairingCode as Model<PairingCodeDoc>) || mongoose.model<PairingCodeDoc>("PairingCode", pairingSchema);
