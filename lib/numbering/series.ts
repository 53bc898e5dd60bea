import "server-only";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { Counter } from "@/models/Counter";
import { restoreSettled } from "./restore-gate";
import type { SeriesName } from "./skip";

/**
 * The one numbering of every series (issue 66): order references and cutting batches per calendar year, invoices,
 * credit notes and delivery challans per financial year. Each series has one counter, `<series>-<period>`
 * ("order-2026", "invoice-26-27"), and the counter is only ever a hint: FerretDB v1 runs `$inc` as a read and a write
 * and has no transactions, so what makes a number a document's own is the insert under it (its `_id`), and a taken
 * number is met as a duplicate key and passed. Nothing is proposed until a restore's skipped numbers are applied
 * (./restore-gate.ts, ./skip.ts).
 *
 * Two ways to pick the first number tried, one loop: an order or a batch asks the counter to count (`proposed`:
 * requests at the same moment mostly get different numbers, and a number lost to a failed write is a gap nobody
 * minds); a GST paper tries the number after the highest written (`after-last`: GST Rules 46 and 55 want no gap, so a
 * number is used only by a paper that was written, and a crash before the write leaves it for the next).
 */

export const counterId = (series: SeriesName, period: string | number) => `${series}-${period}`;

/** The highest number the series' counter knows for the period (0 before its first). */
export async function lastNumber(series: SeriesName, period: string | number): Promise<number> {
  return (await Counter.findById(counterId(series, period)).lean())?.seq ?? 0;
}

/** Moves a counter up to at least `seq` (made if missing): numbers up to it are never tried again. */
export async function raiseCounter(counter: string, seq: number): Promise<void> {
  await Counter.updateOne({ _id: counter }, { $max: { seq } }, { upsert: true });
}

/** The counter's next number ($inc), after the restore gate. */
export async function proposeNumber(series: SeriesName, period: string | number): Promise<number> {
  await restoreSettled();
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Counter.findOneAndUpdate(
        { _id: counterId(series, period) },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: "after" },
      ).lean();
      if (doc) return doc.seq;
    } catch (err) {
      // Two first numbers of a period upserting the counter at once: one loses with a duplicate key; ask again.
      if (!isDuplicateKeyError(err) || attempt >= 5) throw err;
    }
  }
}

/**
 * Writes the next document of a series: `write(seq)` inserts under the number and throws a duplicate key when it is
 * taken, and the next is tried, at most `attempts` times. The counter is raised past every number met taken and past
 * the one used. Answers the number and what `write` answered; null when every attempt was taken.
 */
export async function writeNumbered<T>(
  series: SeriesName,
  period: string | number,
  first: "proposed" | "after-last",
  attempts: number,
  write: (seq: number) => Promise<T>,
): Promise<{ seq: number; value: T } | null> {
  const counter = counterId(series, period);
  let seq: number;
  if (first === "proposed") seq = await proposeNumber(series, period);
  else {
    await restoreSettled();
    seq = (await lastNumber(series, period)) + 1;
  }
  for (let attempt = 0; attempt < attempts; attempt++, seq++) {
    try {
      const value = await write(seq);
      if (first === "after-last") await raiseCounter(counter, seq).catch(() => undefined);
      return { seq, value };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // The number was taken: the counter goes past it, so the next request starts beyond.
      await raiseCounter(counter, seq).catch(() => undefined);
    }
  }
  return null;
}
