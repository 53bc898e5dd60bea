import "server-only";
import { createHash } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { withLock } from "@/lib/db/lock";
import { runOnce } from "@/lib/db/migrations";
import { DownloadTally, type DownloadTallyDoc } from "@/models/DownloadTally";
import { jobWorkServices, type JobWorkKey } from "@/lib/job-work/job-work";
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

/** Adds one download of `file` to its week's tally (under the week's lock: FerretDB's updates are a read and a write). */
async function countInTally(week: string, file: string): Promise<void> {
  await withLock(`downloads:${week}`, async () => {
    const doc = await DownloadTally.findById(week).lean<DownloadTallyDoc>();
    const counts = { ...(doc?.counts ?? {}) };
    counts[file] = (counts[file] ?? 0) + 1;
    await DownloadTally.replaceOne({ _id: week }, { _id: week, counts }, { upsert: true });
  });
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
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
  await countInTally(weekStart(now), file);
  return true;
}

export interface DownloadStats {
  /** Week starts (Mondays, UTC), newest first. */
  weeks: string[];
  files: { file: JobWorkKey; name: string; path: string; counts: number[]; total: number }[];
}

/** Downloads per order sheet per week, for the last `weeks` weeks: one read by `_id` per week. */
export async function downloadStats(weeks = 8, now = new Date()): Promise<DownloadStats> {
  await connectToDatabase();
  const list = recentWeeks(weeks, now);
  const tallies = await Promise.all(list.map((w) => DownloadTally.findById(w).lean<DownloadTallyDoc>()));
  return {
    weeks: list,
    files: jobWorkServices.map((s) => {
      const counts = tallies.map((t) => t?.counts?.[s.key] ?? 0);
      return { file: s.key, name: s.name, path: s.file, counts, total: counts.reduce((a, b) => a + b, 0) };
    }),
  };
}

/** Weekly tallies for the downloads recorded before tallies existed (start-up, once: reads the events one time). */
export async function tallyEarlierDownloads(): Promise<number | null> {
  return runOnce("downloads:tallies", async () => {
    const byWeek = new Map<string, Record<string, number>>();
    for (const e of await DownloadEvent.find({}, { file: 1, week: 1 }).lean()) {
      const counts = byWeek.get(e.week) ?? {};
      counts[e.file] = (counts[e.file] ?? 0) + 1;
      byWeek.set(e.week, counts);
    }
    for (const [week, counts] of byWeek) await DownloadTally.replaceOne({ _id: week }, { _id: week, counts }, { upsert: true });
    return byWeek.size;
  });
}
