/**
 * How many numbers each series skips after a restore (issue 56; lib/backup/restore-notice.ts applies it through ./series.ts): far more orders than
 * the second or so a backup may lag behind could place; few invoices, credit notes and delivery challans (each is a person's act, and
 * every skipped number is one the accountant must note); few cutting batches (a person makes each; its number is on
 * a printed pack).
 */
export const SKIP_AFTER_RESTORE = { order: 20, invoice: 3, "credit-note": 3, challan: 3, batch: 3 } as const;

/** The numbered series (./series.ts): order references, cutting batches and the three GST papers. */
export type SeriesName = keyof typeof SKIP_AFTER_RESTORE;

/**
 * The last number a series skips to after a restore, from the last number the restored database holds. Orders jump to
 * the next round hundred at least SKIP_AFTER_RESTORE.order ahead (probe 6, L-3: a burst of twenty orders a second
 * used 16 of a fixed 20 in the second the backup lagged; the round hundred leaves 20 to 119, and the series plainly
 * goes on at a new hundred); the papers and batches skip their few.
 */
export function skipTo(series: SeriesName, seq: number): number {
  const least = seq + SKIP_AFTER_RESTORE[series];
  return series === "order" ? Math.ceil(least / 100) * 100 : least;
}
