import { NextResponse } from "next/server";
import { batchCreateSchema } from "@/lib/batches/schema";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { batchCandidates, createBatch, listBatches } from "@/lib/orders/repository/batches";

export const dynamic = "force-dynamic";

/** GET /api/admin/batches → {candidates, batches}: the orders that can be batched (due soonest first) and the recent batches. Admins only. */
export const GET = route(async () => NextResponse.json({ candidates: await batchCandidates(), batches: await listBatches() }), { auth: "admin" });

/**
 * POST /api/admin/batches {orders: [references]} → 201 {message, batch: {id, orders, materials: [{material, sheets, boards,
 * ownPlansBoards, cost, ownPlansCost, from}], …}}. 400: fewer than 2 or more than 30 orders, or a reference that is no
 * order; 409: an order not confirmed, of the customer's boards or already in a batch. Admins only.
 */
export const POST = route(
  async (request, { session }) => {
    const { orders } = await parseJson(request, batchCreateSchema);
    const batch = await createBatch(orders, session.user.name);
    return NextResponse.json({ message: `Batch ${batch.id} made`, batch }, { status: 201 });
  },
  { auth: "admin" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
