import "server-only";
import { existsSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import { audit } from "@/lib/audit/log";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { financialYearOf } from "@/lib/format/financial-year";
import { formatNumber } from "@/lib/money/numbering";
import { formatOrderReference, indiaToday, orderYear } from "@/lib/orders/reference";
import { newestOrderAt } from "@/lib/orders/store/read";
import { counterId, lastNumber, raiseCounter } from "@/lib/numbering/series";
import { skipTo, type SeriesName } from "@/lib/numbering/skip";
import { formatBatchId } from "@/lib/batches/store";
import { RestoreNotice, type RestoreNoticeDoc } from "@/models/RestoreNotice";

/**
 * After a restore (issue 56). The backup holds every change up to a second or so before a disk died; an order
 * answered 201 in that second, or an invoice issued in it, is not in the restored books, and its customer may hold
 * its reference. So the first start after `npm run db:restore` (which leaves `restored.json` in the database's
 * folder) moves each series past the numbers that may have been handed out in the lost moments, and records what
 * it skipped and the window that could not be recovered for the console to show. Once per restore, and safe to
 * run twice: the notice is written first under the restore's own id, the counters only ever go up ($max).
 */

interface Marker {
  restoredAt: string;
  at?: string | null;
}

type Skipped = RestoreNoticeDoc["skipped"][number];

/** One series' skipped numbers after the last its counter knows (lib/numbering/skip.ts), the first and last as the series writes them. */
async function skipAfter(series: SeriesName, period: string | number, format: (n: number) => string): Promise<Skipped> {
  const seq = await lastNumber(series, period);
  const to = skipTo(series, seq);
  return { counter: counterId(series, period), series, from: seq + 1, to, first: format(seq + 1), last: format(to) };
}

export async function applyRestoreMarker(now = new Date()): Promise<string | null> {
  const file = config().RESTORE_MARKER_FILE;
  if (!file || !existsSync(file)) return null;
  const marker = JSON.parse(await readFile(file, "utf8")) as Marker;
  await connectToDatabase();
  const id = `restore-${marker.restoredAt}`;
  let notice: RestoreNoticeDoc | null = await RestoreNotice.findById(id).lean<RestoreNoticeDoc>();
  if (!notice) {
    const year = orderYear(now);
    const fy = financialYearOf(indiaToday(now));
    const skipped: RestoreNoticeDoc["skipped"] = await Promise.all([
      skipAfter("order", year, (n) => formatOrderReference(year, n)),
      ...(["invoice", "credit-note", "challan"] as const).map((kind) => skipAfter(kind, fy, (n) => formatNumber(kind, fy, n))),
      skipAfter("batch", year, (n) => formatBatchId(year, n)),
    ]);
    const doc: RestoreNoticeDoc = {
      _id: id,
      restoredAt: new Date(marker.restoredAt),
      asOf: marker.at ? new Date(marker.at) : null,
      lastChangeAt: await newestOrderAt(),
      skipped,
      readAt: null,
      readBy: null,
    };
    try {
      await RestoreNotice.create(doc);
      notice = doc;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      notice = await RestoreNotice.findById(id).lean<RestoreNoticeDoc>();
    }
  }
  if (!notice) return null;
  for (const s of notice.skipped) await raiseCounter(s.counter, s.to);
  await audit({ kind: "system", name: "Restore" }, "restored", {
    detail: { restoredAt: marker.restoredAt, skipped: notice.skipped.map((s) => `${s.first} to ${s.last}`).join("; ") },
  }).catch(() => undefined);
  // Applied: the marker is kept beside, renamed, so a later start does not apply it again.
  await rename(file, file.replace(/\.json$/, `.applied-${Date.now()}.json`));
  return `after the restore of ${marker.restoredAt}, skipped ${notice.skipped.map((s) => `${s.first} to ${s.last}`).join(", ")}`;
}

/** The restores the owner has not yet read, newest first. */
export async function unreadRestoreNotices(): Promise<RestoreNoticeDoc[]> {
  return RestoreNotice.find({ readAt: null }).sort({ restoredAt: -1 }).limit(5).lean<RestoreNoticeDoc[]>();
}

export async function markRestoreNoticeRead(id: string, by: string): Promise<boolean> {
  const res = await RestoreNotice.updateOne({ _id: id, readAt: null }, { $set: { readAt: new Date(), readBy: by } });
  return res.matchedCount > 0;
}
