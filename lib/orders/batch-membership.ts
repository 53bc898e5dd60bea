import "server-only";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { OrderDoc } from "@/models/Order";
import { changeOrder } from "./store/change";

/**
 * An order joining and leaving a cutting batch (issue 66): the order's author's moves too (./workflow.ts moves its
 * status), kept apart only because the batch's life (lib/batches/life.ts) asks for them while the workflow asks the
 * batch to follow a move. Each is written through the order's door (its lock and invariants). The batch's own lock
 * is the caller's to hold.
 */

/** Whether an order may join a batch: confirmed, on the workshop's boards, and in no batch yet. */
export const canBatch = (doc: OrderDoc | null): doc is OrderDoc => !!doc && doc.status === "confirmed" && doc.boardsBy === "workshop" && !doc.batch;

/** An order has started: in production or past it, or with a piece scanned. */
export const hasStarted = (o: OrderDoc) => !!o.production || !["received", "confirmed", "cancelled"].includes(o.status);

/** The order joins the batch, or 409 when it changed since the batch was planned (confirmed no longer, or taken). */
export async function joinBatch(ref: string, batch: string): Promise<void> {
  await changeOrder(ref, async (o) => {
    if (!canBatch(o)) throw new ConflictError(refusal("orderChangedWhileBatching", { ref }), { orders: refusal("orderChanged", { ref }) });
    return { set: { batch }, result: undefined };
  });
}

/**
 * The order leaves the batch (when it is still in it). With `unlessStarted`, an order that has started refuses (409):
 * a batch undone after its first scan would leave cut pieces without their plan.
 */
export async function leaveBatch(ref: string, batch: string, { unlessStarted = false } = {}): Promise<void> {
  await changeOrder(ref, async (d) => {
    if (unlessStarted && d.batch === batch && hasStarted(d))
      throw new ConflictError(refusal("batchOrderStarted", { ref: d._id, status: { status: d.status } }), { batch: refusal("alreadyStarted") });
    return { set: d.batch === batch ? { batch: "" } : {}, result: undefined };
  });
}
