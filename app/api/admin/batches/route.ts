import { NextResponse } from "next/server";
import { batchCreateSchema } from "@/lib/batches/schema";
import { parseJson } from "@/lib/http/body";
import { once } from "@/lib/idempotency/once";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { batchCandidates, createBatch, getBatch, listBatches } from "@/lib/batches/life";
import type { BatchAnswer, BatchesAnswer, BatchView } from "@/lib/batches/types";
import type { Saved } from "@/lib/answers";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";

export const dynamic = "force-dynamic";

/** GET /api/admin/batches → {candidates, batches}: the orders that can be batched (due soonest first) and the recent batches. Admins only. */
export const GET = route(async () => NextResponse.json<BatchesAnswer>({ candidates: await batchCandidates(), batches: await listBatches() }), {
  auth: "batches.manage",
});

/**
 * POST /api/admin/batches {orders: [references], idempotencyKey?} → 201 {message, batch: {id, orders, materials: [{material, sheets, boards,
 * ownPlansBoards, cost, ownPlansCost, from}], …}}. 400: fewer than 2 or more than 30 orders, or a reference that is no
 * order; 409: an order not confirmed, of the customer's boards or already in a batch. Admins only.
 */
export const POST = route(
  async (request, { session }) => {
    const { orders, idempotencyKey: key } = await parseJson(request, batchCreateSchema);
    // A double tap makes one batch, and both taps are answered with it (issue 55).
    // The key keeps the batch's id, not its plans; a repeat reads the batch again.
    let made: BatchView | null = null;
    const { result } = await once({ scope: "batch", key, request: { orders, by: session.user._id } }, async () => {
      made = await createBatch(orders, session.user.name);
      await audit(personActor(session), "batch-made", { detail: { batch: made.id, orders: made.orders, offcuts: made.offcuts } });
      return { id: made.id };
    });
    const batch = made ?? (await getBatch(result.id));
    if (!batch) throw new NotFoundError(refusal("noSuchBatch"));
    return NextResponse.json<Saved<BatchAnswer>>({ message: `Batch ${batch.id} made`, batch }, { status: 201 });
  },
  { auth: "batches.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
