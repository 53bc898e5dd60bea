import "server-only";
import { Counter } from "@/models/Counter";
import { Order } from "@/models/Order";

const counterId = (year: number) => `order-${year}`;

/**
 * The next proposed sequence number for `year`: an atomic $inc on the year's
 * counter (findOneAndUpdate without a projection, which FerretDB v1 cannot do).
 * Only a proposal: the caller inserts with the unique reference index and, on
 * a collision, calls `catchUp` and asks again.
 */
export async function proposeSeq(year: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Counter.findOneAndUpdate({ _id: counterId(year) }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" }).lean();
      if (doc) return doc.seq;
    } catch (err) {
      // Two first orders of a year upserting the counter at once: one loses with a duplicate key; ask again.
      if ((err as { code?: number }).code !== 11000 || attempt >= 5) throw err;
    }
  }
}

/** After a collision: moves the counter up to the highest number already used this year. */
export async function catchUp(year: number): Promise<void> {
  const top = await Order.findOne({ year }).sort({ seq: -1 }).select({ seq: 1 }).lean<{ seq: number }>();
  if (!top) return;
  await Counter.updateOne({ _id: counterId(year) }, { $max: { seq: top.seq } }).catch(() => undefined);
}
