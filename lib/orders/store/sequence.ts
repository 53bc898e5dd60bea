import "server-only";
import { Counter } from "@/models/Counter";
import { Order } from "@/models/Order";
import { restoreSettled } from "@/lib/backup/restore-gate";

/** The series numbered per year by one counter each: order references and cutting batches (lib/batches/store.ts). */
export type Series = "order" | "batch";
const counterId = (year: number, series: Series = "order") => `${series}-${year}`;

/**
 * A proposed sequence number for `year`: the year's counter plus one. FerretDB
 * v1 runs `$inc` as a read and a write, so two orders at the same moment can be
 * proposed the same number; the order's insert under its reference (`_id`)
 * decides, and the loser tries the next number (lib/orders/store/create.ts).
 */
export async function proposeSeq(year: number, series: Series = "order"): Promise<number> {
  await restoreSettled();
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Counter.findOneAndUpdate(
        { _id: counterId(year, series) },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: "after" },
      ).lean();
      if (doc) return doc.seq;
    } catch (err) {
      // Two first orders of a year upserting the counter at once: one loses with a duplicate key; ask again.
      if ((err as { code?: number }).code !== 11000 || attempt >= 5) throw err;
    }
  }
}

/** After a collision: moves the counter up to a number known to be taken, so the next order starts past it. */
export async function raiseSeq(year: number, taken: number): Promise<void> {
  await Counter.updateOne({ _id: counterId(year) }, { $max: { seq: taken } }).catch(() => undefined);
}

/** The highest number proposed so far this year in the series (0 before its first). */
export async function currentSeq(year: number, series: Series = "order"): Promise<number> {
  return (await Counter.findById(counterId(year, series)).lean())?.seq ?? 0;
}

/** When the newest order in the book was placed (null for an empty book): where a restored book ends (issue 56). */
export async function newestOrderAt(): Promise<Date | null> {
  const doc = await Order.findOne({}, { createdAt: 1 }).sort({ createdAt: -1 }).lean();
  return doc?.createdAt ?? null;
}

/** Moves the year's counter of the series to at least `seq` (made if missing): numbers up to it are never proposed again. */
export async function skipSeqTo(year: number, seq: number, series: Series = "order"): Promise<void> {
  await Counter.updateOne({ _id: counterId(year, series) }, { $max: { seq } }, { upsert: true });
}
