import { createHash } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { jobWorkServices, type JobWorkKey } from "@/lib/job-work";
import { DownloadEvent } from "@/models/DownloadEvent";
import { recentWeeks, weekStart } from "./week";

const HOUR_MS = 60 * 60 * 1000;
const SEEN_MAX = 20_000;
const globalForDownloads = globalThis as unknown as { __downloadsSeen?: { hour: number; keys: Set<string> } };

/**
 * The event's id: one per address, file and clock hour. The id is the
 * deduplication (a duplicate insert fails on `_id`, which every database
 * enforces, FerretDB included), and it holds no address in clear.
 */
export function downloadEventId(file: string, address: string, now: Date): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const digest = createHash("sha256").update(`${file}\u0000${address}\u0000${hour}`).digest("hex").slice(0, 32);
  return `${hour}-${digest}`;
}

/** Seen in this process this hour: answered without touching the database. */
function seenBefore(id: string, now: Date): boolean {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  let seen = globalForDownloads.__downloadsSeen;
  if (!seen || seen.hour !== hour || seen.keys.size >= SEEN_MAX) seen = globalForDownloads.__downloadsSeen = { hour, keys: new Set() };
  if (seen.keys.has(id)) return true;
  seen.keys.add(id);
  return false;
}

function isDuplicate(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  return !!e && (e.code === 11000 || /E11000|duplicate key|UNIQUE constraint/i.test(e.message ?? ""));
}

/**
 * Records one download of `file` by the client at `address`, at most once per
 * address, file and hour: repeats cost nothing (in-process) or one failed
 * insert (another instance saw it first), so a beacon flood cannot fill the
 * database and the counts mean "people", not "requests".
 */
export async function recordDownload(file: JobWorkKey, address: string, now = new Date()): Promise<boolean> {
  const _id = downloadEventId(file, address, now);
  if (seenBefore(_id, now)) return false;
  await connectToDatabase();
  try {
    await DownloadEvent.create({ _id, file, week: weekStart(now), at: now });
    return true;
  } catch (err) {
    if (isDuplicate(err)) return false;
    throw err;
  }
}

export interface DownloadStats {
  /** Week starts (Mondays, UTC), newest first. */
  weeks: string[];
  files: { file: JobWorkKey; name: string; path: string; counts: number[]; total: number }[];
}

/** Downloads per order sheet per week, for the last `weeks` weeks. */
export async function downloadStats(weeks = 8, now = new Date()): Promise<DownloadStats> {
  await connectToDatabase();
  const list = recentWeeks(weeks, now);
  const groups = await DownloadEvent.aggregate<{ _id: { file: string; week: string }; n: number }>([
    { $match: { week: { $in: list } } },
    { $group: { _id: { file: "$file", week: "$week" }, n: { $sum: 1 } } },
  ]);
  const byKey = new Map(groups.map((g) => [`${g._id.file}|${g._id.week}`, g.n]));
  return {
    weeks: list,
    files: jobWorkServices.map((s) => {
      const counts = list.map((w) => byKey.get(`${s.key}|${w}`) ?? 0);
      return { file: s.key, name: s.name, path: s.file, counts, total: counts.reduce((a, b) => a + b, 0) };
    }),
  };
}
