/**
 * How many numbers each series skips after a restore (issue 56; lib/backup/restore-notice.ts): far more orders than
 * the second or so a backup may lag behind could place; few invoices, credit notes and delivery challans (each is a person's act, and
 * every skipped number is one the accountant must note); few cutting batches (a person makes each; its number is on
 * a printed pack).
 */
export const SKIP_AFTER_RESTORE = { order: 20, invoice: 3, "credit-note": 3, challan: 3, batch: 3 } as const;
