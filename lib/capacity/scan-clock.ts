import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ScanClock } from "@/models/ScanClock";
import { measure, SAMPLES_KEPT, type Measured, type ScanSample } from "./calibrate";

/**
 * The scans' clock (issue 70): each recorded scan notes when it was made and its piece's standard minutes. Noted in
 * this process and written every FLUSH_MS (a scan never waits for it; a crash loses a few seconds of samples, which
 * only measure), each station's newest SAMPLES_KEPT kept in one document by `_id`.
 */
const FLUSH_MS = 15_000;
const held = globalThis as unknown as { __scanClock?: { buffer: Map<string, ScanSample[]>; timer: ReturnType<typeof setTimeout> | null } };
const clock = (held.__scanClock ??= { buffer: new Map(), timer: null });

export function noteScan(station: string, standardMinutes: number, at = Date.now()): void {
  const list = clock.buffer.get(station) ?? [];
  list.push([at, Math.round(standardMinutes * 1000) / 1000]);
  clock.buffer.set(station, list);
  clock.timer ??= setTimeout(() => void flushScanClock().catch(() => undefined), FLUSH_MS);
  clock.timer.unref?.();
}

/** Writes the noted samples (the tests call it to read them at once). */
export async function flushScanClock(): Promise<void> {
  clock.timer = null;
  const noted = [...clock.buffer.entries()];
  clock.buffer.clear();
  if (!noted.length) return;
  await connectToDatabase();
  for (const [station, samples] of noted) {
    await withLock(`scan-clock:${station}`, async () => {
      const doc = await ScanClock.findById(station).lean();
      const kept = [...(JSON.parse(doc?.packed ?? "[]") as ScanSample[]), ...samples].slice(-SAMPLES_KEPT);
      await ScanClock.replaceOne({ _id: station }, { _id: station, packed: JSON.stringify(kept) }, { upsert: true });
    });
  }
}

/** Each station's measured factor and how many scans it rests on. */
export async function measuredByStation(stations: readonly string[]): Promise<Record<string, Measured>> {
  await connectToDatabase();
  const docs = await Promise.all(stations.map((s) => ScanClock.findById(s).lean()));
  return Object.fromEntries(stations.map((s, i) => [s, measure(JSON.parse(docs[i]?.packed ?? "[]") as ScanSample[])]));
}
