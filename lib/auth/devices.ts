import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { addRef, refsPage } from "@/lib/db/ref-list";
import { BadRequestError, NotFoundError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Device, PairingCode, type DeviceDoc, type PairingCodeDoc } from "@/models/Device";
import { signDeviceToken, verifySessionToken } from "./session";

/**
 * Station phones without a password (issue 51). The owner or the office pairs a phone to one or more stations: a
 * one-time code (10 characters of an alphabet without look-alikes, about 50 bits; valid 10 minutes; shown also as a
 * QR code of the pairing link) is typed or scanned on the phone, which then holds a device token in an HttpOnly
 * cookie until the device is revoked. A paired device may scan at its own stations and read what the scan page shows,
 * nothing else (vocabulary/roles.ts `DEVICE_PERMISSIONS`); revoked, its very next request is refused. Codes are kept
 * only as their hash; a used or expired code is refused, and guessing is rate-limited per address (the route).
 */

export const PAIRING_CODE_MS = 10 * 60_000;
/** No 0/O, 1/I/L: a code read off a screen and typed on a phone. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 10;
const DEVICES_LIST = "devices";
const TOUCH_MS = 5 * 60_000;

export const DEVICE_COOKIE = "device";

export type { DeviceSession, DeviceView } from "./devices-types";
import type { DeviceSession, DeviceView } from "./devices-types";

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");
/** A typed code, made comparable: upper case, no spaces or dashes. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

function stateOf(d: DeviceDoc): DeviceView["state"] {
  if (d.revokedAt) return "revoked";
  if (d.pairedAt) return "paired";
  return d.codeExpiresAt && d.codeExpiresAt.getTime() < Date.now() ? "expired" : "waiting";
}

const view = (d: DeviceDoc): DeviceView => ({
  id: d._id,
  name: d.name,
  stations: d.stations,
  createdAt: d.createdAt.toISOString(),
  createdBy: d.createdBy,
  pairedAt: d.pairedAt?.toISOString() ?? null,
  lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
  agent: d.agent,
  state: stateOf(d),
});

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A new device waiting for its phone, and its one-time code (shown once). */
export async function createDevice(input: { name: string; stations: string[] }, by: string): Promise<{ device: DeviceView; code: string }> {
  await connectToDatabase();
  const id = randomBytes(15).toString("base64url");
  const code = newCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MS);
  const doc: DeviceDoc = {
    _id: id,
    name: input.name,
    stations: input.stations,
    createdAt: now,
    createdBy: by,
    codeHash: hashOf(code),
    codeExpiresAt: expiresAt,
    pairedAt: null,
    lastSeenAt: null,
    agent: "",
    revokedAt: null,
    revokedBy: "",
  };
  await Device.create(doc);
  await PairingCode.create({ _id: hashOf(code), device: id, expiresAt, usedAt: null });
  await addRef(DEVICES_LIST, id);
  return { device: view(doc), code };
}

/**
 * Pairs the phone that typed or scanned `code`: once, within its 10 minutes. Answers the device and its token (for
 * the cookie). 400 for a code that is unknown, used or expired (one message for all three: a guess learns nothing).
 */
export async function pairDevice(code: string, agent: string): Promise<{ device: DeviceView; token: string }> {
  await connectToDatabase();
  const key = hashOf(normaliseCode(code));
  const refused = () => new BadRequestError(refusal("pairingCodeNotValid"), { code: refusal("pairingCodeNotValid") });
  return withLock(`pair:${key}`, async () => {
    const claim = await PairingCode.findById(key).lean<PairingCodeDoc>();
    if (!claim || claim.usedAt || claim.expiresAt.getTime() < Date.now()) throw refused();
    const doc = await Device.findById(claim.device).lean<DeviceDoc>();
    if (!doc || doc.revokedAt || doc.pairedAt) throw refused();
    const now = new Date();
    await PairingCode.updateOne({ _id: key }, { $set: { usedAt: now } });
    await Device.updateOne({ _id: doc._id }, { $set: { pairedAt: now, lastSeenAt: now, agent, codeHash: "", codeExpiresAt: null } });
    const token = await signDeviceToken(doc._id, now.getTime());
    return { device: view({ ...doc, pairedAt: now, lastSeenAt: now, agent }), token };
  });
}

/** The paired, unrevoked device a device token names, or null (a revoked device's very next request is refused). */
export async function deviceOfToken(token: string | null | undefined): Promise<DeviceSession | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token, "device");
  if (!claims) return null;
  await connectToDatabase();
  const doc = await Device.findById(claims.sub).lean<DeviceDoc>();
  if (!doc || doc.revokedAt || !doc.pairedAt || doc.pairedAt.getTime() !== claims.sv) return null;
  if (!doc.lastSeenAt || Date.now() - doc.lastSeenAt.getTime() > TOUCH_MS) {
    Device.updateOne({ _id: doc._id }, { $set: { lastSeenAt: new Date() } }).catch(() => undefined);
  }
  return { id: doc._id, name: doc.name, stations: doc.stations };
}

/** Every device, newest first (the console's list: at most a few tens). */
export async function listDevices(): Promise<DeviceView[]> {
  await connectToDatabase();
  const { refs } = await refsPage(DEVICES_LIST, 0, 200);
  const docs = await Promise.all(refs.map((id) => Device.findById(id).lean<DeviceDoc>()));
  return docs.filter((d): d is DeviceDoc => !!d).map(view);
}

/** Revokes a device: its token is refused from its very next request. 404 for an unknown one. */
export async function revokeDevice(id: string, by: string): Promise<DeviceView> {
  await connectToDatabase();
  if (!/^[A-Za-z0-9_-]{16,40}$/.test(id)) throw new NotFoundError(refusal("noSuchDevice"));
  const doc = await Device.findById(id).lean<DeviceDoc>();
  if (!doc) throw new NotFoundError(refusal("noSuchDevice"));
  if (doc.revokedAt) return view(doc);
  const revokedAt = new Date();
  await Device.updateOne({ _id: id }, { $set: { revokedAt, revokedBy: by, codeHash: "", codeExpiresAt: null } });
  return view({ ...doc, revokedAt, revokedBy: by });
}

/** The stations a new device may be paired to must exist. */
export function checkStations(stations: string[], known: readonly { id: string }[]): void {
  const unknown = stations.filter((s) => !known.some((k) => k.id === s));
  if (unknown.length) throw new ValidationError({ stations: refusal("noSuchStations", { stations: unknown.join(", ") }) });
}
