import "server-only";
import { randomBytes } from "node:crypto";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { addRef, refsPage } from "@/lib/db/ref-list";
import { SessionRecord, type SessionRecordDoc } from "@/models/SessionRecord";

/**
 * Sessions you can see (issue 51): every sign-in makes a session record, named by the `sid` its tokens carry. A
 * request's token is good only while its record stands; the owner sees each person's sessions in the console and can
 * end any of them, and a role change ends the person's other sessions. Reads are by `_id`; a person's sessions are a
 * keyed list.
 */

const listOf = (userId: string) => `sessions:user:${userId}`;
/** The last-seen time is written at most this often per session (every request reads the record; few write it). */
const TOUCH_MS = 5 * 60_000;
/** The most sessions of one person the console lists (newest first). */
const LIST_MAX = 30;

export type { SessionView } from "./staff-types";
import type { SessionView } from "./staff-types";

const view = (d: SessionRecordDoc): SessionView => ({
  id: d._id,
  createdAt: d.createdAt.toISOString(),
  lastSeenAt: d.lastSeenAt.toISOString(),
  agent: d.agent,
  ended: !!d.endedAt,
});

/** A browser's name, kept short: enough to tell the floor phone from the counter's computer. */
export function agentOf(request: Request): string {
  const ua = request.headers.get("user-agent") ?? "";
  // The first that the agent names, in this order: an Android phone's agent says "Linux; Android" (walk 6, K10).
  const os = ["Android", "iPhone", "iPad", "Windows", "Macintosh", "Linux"].find((name) => ua.includes(name)) ?? "";
  const browser = /Edg|OPR|Firefox|CriOS|Chrome|Safari/.exec(ua)?.[0] ?? "";
  return (
    [browser.replace("Edg", "Edge").replace("OPR", "Opera").replace("CriOS", "Chrome"), os].filter(Boolean).join(" on ").slice(0, 160) ||
    "Unknown browser"
  );
}

/** Opens a session for the person (at sign-in): its id goes into the tokens. */
export async function openSession(userId: string | Types.ObjectId, agent: string): Promise<string> {
  await connectToDatabase();
  const sid = randomBytes(18).toString("base64url");
  const now = new Date();
  await SessionRecord.create({ _id: sid, user: userId, createdAt: now, lastSeenAt: now, agent, endedAt: null, endedBy: "" });
  await addRef(listOf(String(userId)), sid);
  return sid;
}

/** Whether the session stands (it exists, is the person's and was not ended); notes when it was last seen. */
export async function sessionStands(sid: string, userId: string): Promise<boolean> {
  const doc = await SessionRecord.findById(sid).lean<SessionRecordDoc>();
  if (!doc || doc.endedAt || String(doc.user) !== userId) return false;
  if (Date.now() - doc.lastSeenAt.getTime() > TOUCH_MS) {
    SessionRecord.updateOne({ _id: sid }, { $set: { lastSeenAt: new Date() } }).catch(() => undefined);
  }
  return true;
}

/** A person's sessions, newest first (the console's list). */
export async function sessionsOf(userId: string): Promise<SessionView[]> {
  await connectToDatabase();
  const { refs } = await refsPage(listOf(userId), 0, LIST_MAX);
  const docs = await Promise.all(refs.map((id) => SessionRecord.findById(id).lean<SessionRecordDoc>()));
  return docs.filter((d): d is SessionRecordDoc => !!d).map(view);
}

/** Ends one session of the person (404-worthy false when there is no such session of theirs). */
export async function endSession(userId: string, sid: string, by: string): Promise<boolean> {
  await connectToDatabase();
  const doc = await SessionRecord.findById(sid).lean<SessionRecordDoc>();
  if (!doc || String(doc.user) !== userId) return false;
  if (!doc.endedAt) await SessionRecord.updateOne({ _id: sid }, { $set: { endedAt: new Date(), endedBy: by } });
  return true;
}

/** Ends every session of the person but `keep` (the one making the change, when it is theirs). Returns how many ended. */
export async function endSessionsOf(userId: string, by: string, keep?: string): Promise<number> {
  await connectToDatabase();
  const { refs } = await refsPage(listOf(userId), 0, 1000);
  let ended = 0;
  for (const sid of refs) {
    if (sid === keep) continue;
    const doc = await SessionRecord.findById(sid).lean<SessionRecordDoc>();
    if (doc && !doc.endedAt) {
      await SessionRecord.updateOne({ _id: sid }, { $set: { endedAt: new Date(), endedBy: by } });
      ended++;
    }
  }
  return ended;
}
