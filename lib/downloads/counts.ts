import { connectToDatabase } from "@/lib/db/connect";
import { jobWorkServices, type JobWorkKey } from "@/lib/job-work";
import { DownloadEvent } from "@/models/DownloadEvent";
import { recentWeeks, weekStart } from "./week";

/** Records one download of `file`. */
export async function recordDownload(file: JobWorkKey, now = new Date()): Promise<void> {
  await connectToDatabase();
  await DownloadEvent.create({ file, week: weekStart(now), at: now });
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
