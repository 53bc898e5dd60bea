import "server-only";
import { afterOutage } from "@/lib/db/after-outage";
import { canWriteNow, connectToDatabase, isDatabaseDown } from "@/lib/db/connect";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Order, type OrderDoc } from "@/models/Order";
import { fileNewOrder, fileTermsSoon, unfileNewOrder } from "./book";
import { noteReference } from "./idempotency";
import { packOrderBody, storeOrderBody, type OrderBody } from "./order-body";
import { formatOrderReference } from "../reference";
import { writeNumbered } from "@/lib/numbering/series";

/**
 * Stores a new order whole or not at all, under the next reference of its year: its packed body is inserted under
 * the reference first (the insert that makes the number its own), the idempotency claim names the reference, the
 * book's lists file it, and the order document, already filed, is inserted last (the moment the order exists).
 * The caller holds the key's claim (./idempotency.ts) and gives it back if this throws.
 */
/** Takes a new order out of the book's lists unless its document exists; true when done. */
async function unfileUnlessStored(doc: OrderDoc): Promise<boolean> {
  if (!(await Order.exists({ _id: doc._id }))) await unfileNewOrder(doc);
  return true;
}

export async function insertOrder(base: Omit<OrderDoc, "_id" | "seq" | "bodyId">, body: OrderBody): Promise<OrderDoc> {
  await connectToDatabase();
  const packed = packOrderBody(body);
  // The body's insert under the reference takes the number (two orders proposed the same one: the next is tried).
  const taken = await writeNumbered("order", base.year, "proposed", 40, (seq) => storeOrderBody(formatOrderReference(base.year, seq), packed));
  if (!taken) throw new ConflictError(refusal("tooManyOrdersAtOnce"));
  const reference = formatOrderReference(base.year, taken.seq);
  const doc: OrderDoc = { ...base, _id: reference, seq: taken.seq, bodyId: reference };
  await noteReference(base.idempotencyKey, reference);
  await fileNewOrder(doc);
  try {
    await Order.create(doc);
  } catch (err) {
    // Out of the book again, unless the insert happened after all (its answer lost in a failover); on an outage,
    // once the database answers, so the 503 is not held (the start-up sweep is the last resort, probe L-2).
    if (isDatabaseDown(err) || !canWriteNow()) afterOutage(`unfiling ${doc._id}`, () => unfileUnlessStored(doc));
    else await unfileUnlessStored(doc).catch(() => undefined);
    throw err;
  }
  fileTermsSoon(doc);
  return doc;
}
