import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Order, type OrderDoc } from "@/models/Order";
import { fileNewOrder, fileTermsSoon, unfileNewOrder } from "./book";
import { noteReference } from "./idempotency";
import { packOrderBody, storeOrderBody, type OrderBody } from "./order-body";
import { formatOrderReference } from "../reference";
import { proposeSeq, raiseSeq } from "./sequence";

/**
 * Stores a new order whole or not at all, under the next reference of its year: its packed body is inserted under
 * the reference first (the insert that makes the number its own), the idempotency claim names the reference, the
 * book's lists file it, and the order document, already filed, is inserted last (the moment the order exists).
 * The caller holds the key's claim (./idempotency.ts) and gives it back if this throws.
 */
export async function insertOrder(base: Omit<OrderDoc, "_id" | "seq" | "bodyId">, body: OrderBody): Promise<OrderDoc> {
  await connectToDatabase();
  const packed = packOrderBody(body);
  let seq = await proposeSeq(base.year);
  let reference = "";
  for (let attempt = 0; attempt < 40 && !reference; attempt++, seq++) {
    try {
      await storeOrderBody(formatOrderReference(base.year, seq), packed);
      reference = formatOrderReference(base.year, seq);
    } catch (err) {
      // The number was taken (two orders were proposed the same number): try the next one.
      if (!isDuplicateKeyError(err)) throw err;
      await raiseSeq(base.year, seq);
    }
  }
  if (!reference) throw new ConflictError(refusal("tooManyOrdersAtOnce"));
  const doc: OrderDoc = { ...base, _id: reference, seq: seq - 1, bodyId: reference };
  await noteReference(base.idempotencyKey, reference);
  await fileNewOrder(doc);
  try {
    await Order.create(doc);
  } catch (err) {
    await unfileNewOrder(doc).catch(() => undefined);
    throw err;
  }
  fileTermsSoon(doc);
  return doc;
}
