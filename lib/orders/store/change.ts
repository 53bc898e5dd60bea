import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Order, type OrderDoc } from "@/models/Order";
import { assertOrderInvariants } from "./invariants";

/** The order's lock: every write of an order document holds it (FerretDB v1 rewrites whole documents). */
export const orderLock = (ref: string) => `order:${ref}`;

/** What a rule may do besides returning its change: write a step now (a multi-step change that must survive a crash). */
export interface ChangeTools {
  save: (set: Partial<OrderDoc>) => Promise<OrderDoc>;
}

/** A rule's answer: the fields to set (none: nothing changes) and what the caller gets back. */
export interface OrderChange<T> {
  set?: Partial<OrderDoc>;
  result: T;
}

/**
 * The order's one door for changes (issue 36): under the order's lock, reads the order by `_id`, runs the rule on
 * it (which refuses by throwing, or answers with the fields to set), checks the order's invariants on the order as
 * it would be (./invariants.ts) and writes it. Every change of an order document goes through here: confirm,
 * re-plan, price, status, billing, payment, refund, invoice, credit note and the offcuts it reserves. 404 when there
 * is no such order.
 */
export async function changeOrder<T>(
  reference: string,
  rule: (doc: OrderDoc, tools: ChangeTools) => Promise<OrderChange<T>>,
): Promise<{ doc: OrderDoc; result: T }> {
  await connectToDatabase();
  const ref = reference.toUpperCase();
  return withLock(orderLock(ref), async () => {
    const doc = await Order.findById(ref).lean<OrderDoc>();
    if (!doc) throw new NotFoundError(refusal("orderNotFound"));
    let current = doc;
    const save = async (set: Partial<OrderDoc>) => {
      const next = { ...current, ...set };
      assertOrderInvariants(current, next);
      await Order.updateOne({ _id: ref }, { $set: set });
      current = next;
      return next;
    };
    const { set, result } = await rule(doc, { save });
    if (set && Object.keys(set).length) await save(set);
    return { doc: current, result };
  });
}

/** One order document, by `_id` (null when there is none). */
export async function readOrderDoc(reference: string): Promise<OrderDoc | null> {
  await connectToDatabase();
  return Order.findById(reference.toUpperCase()).lean<OrderDoc>();
}
