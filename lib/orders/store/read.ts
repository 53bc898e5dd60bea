import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { Order, type OrderDoc } from "@/models/Order";
import { isFinal } from "../status";
import { refileIfNeeded } from "./book";
import { readOrderBody, type OrderBody } from "./order-body";

/** The order's reads, each by `_id`: the document, the document with its packed body, whether it is open. */

/** The whole order: its document and its packed body (two reads by `_id`); a list update interrupted earlier is finished. */
export async function readWhole(reference: string): Promise<{ doc: OrderDoc; body: OrderBody } | null> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  if (!doc) return null;
  const body = await readOrderBody(doc.bodyId);
  if (!body) throw new Error(`order ${doc._id} has no body ${doc.bodyId}`);
  await refileIfNeeded(doc);
  return { doc, body };
}

/** Whether an order with this reference exists and is still open (not completed or cancelled). */
/** An open order's customer (their account id, "" for a guest), or null when no open order has this reference. */
export async function openOrderCustomer(reference: string): Promise<string | null> {
  await connectToDatabase();
  const o = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  return o && !isFinal(o.status) ? (o.owner ? String(o.owner) : "") : null;
}

/** Whether an open order's stored plan cuts from this stored offcut (two reads by `_id`). */
export async function openOrderPlansPiece(reference: string, pieceId: string): Promise<boolean> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  if (!doc || isFinal(doc.status)) return false;
  const body = await readOrderBody(doc.bodyId);
  return !!body?.plans.some((p) => (p.sources ?? []).some((s) => s.offcut === pieceId));
}

/** When the newest order in the book was placed (null for an empty book): where a restored book ends (issue 56). */
export async function newestOrderAt(): Promise<Date | null> {
  const doc = await Order.findOne({}, { createdAt: 1 }).sort({ createdAt: -1 }).lean();
  return doc?.createdAt ?? null;
}
