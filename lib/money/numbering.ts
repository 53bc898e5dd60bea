import "server-only";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { Counter } from "@/models/Counter";
import { restoreSettled } from "@/lib/backup/restore-gate";
import { Invoice, type InvoiceDoc, type InvoiceKind } from "@/models/Invoice";

/** Invoice, credit-note and challan series: letters, the financial year, a four-digit serial (at most 16 characters, GST Rules 46 and 55). */
export const SERIES: Record<InvoiceKind, string> = { invoice: "KPW", "credit-note": "KPWC", challan: "KPWD" };

export const formatNumber = (kind: InvoiceKind, fy: string, seq: number) => `${SERIES[kind]}/${fy}/${String(seq).padStart(4, "0")}`;

const counterId = (kind: InvoiceKind, fy: string) => `${kind}-${fy}`;

/** The highest serial known to be used in the year (a hint: the numbers themselves are the truth). */
export async function lastSerial(kind: InvoiceKind, fy: string): Promise<number> {
  return (await Counter.findById(counterId(kind, fy)).lean())?.seq ?? 0;
}

/**
 * Writes the next document of a series, unique and with no gap, without
 * transactions (FerretDB has none). A number is only ever used by a document
 * that was written: the insert under the number (`_id`) is what takes it, so
 * two requests at once cannot both have it (one insert fails on the unique
 * `_id` and tries the next), and a crash before the insert leaves the number
 * free for the next request. The serial tried first is the counter's plus
 * one; the counter is raised after the insert and is only a hint (a lost
 * update costs one failed insert, never a gap). `before` records the number
 * on the order before it is written, so a crash after the insert is finished
 * by the next request instead of issuing a second document.
 */
export async function insertNextNumber(
  kind: InvoiceKind,
  fy: string,
  build: (number: string, seq: number) => InvoiceDoc,
  before: (number: string) => Promise<void>,
): Promise<InvoiceDoc> {
  await restoreSettled();
  let seq = (await lastSerial(kind, fy)) + 1;
  for (let attempt = 0; attempt < 10_000; attempt++, seq++) {
    const number = formatNumber(kind, fy, seq);
    await before(number);
    const doc = build(number, seq);
    try {
      await Invoice.create(doc);
    } catch (err) {
      if (isDuplicateKeyError(err)) continue;
      throw err;
    }
    await Counter.updateOne({ _id: counterId(kind, fy) }, { $max: { seq } }, { upsert: true }).catch(() => undefined);
    return doc;
  }
  throw new Error(`no free number in series ${kind} ${fy}`);
}

/** Moves a series' counter to at least `seq` (made if missing): the serials up to it are never tried again. */
export async function skipSerialsTo(kind: InvoiceKind, fy: string, seq: number): Promise<void> {
  await Counter.updateOne({ _id: counterId(kind, fy) }, { $max: { seq } }, { upsert: true });
}

/** The counter a series keeps, by name (for the record of a restore's skipped numbers). */
export const serialCounterId = counterId;
