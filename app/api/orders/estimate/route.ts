import { NextResponse } from "next/server";
import { clientSubject } from "@/lib/rate-limit/client-key";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseOrderJson } from "@/lib/orders/body";
import { hitEstimateLimit } from "@/lib/orders/rate-limit";
import { estimateFor } from "@/lib/orders/store";
import { estimateRequestSchema } from "@/lib/validation/order";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders/estimate {cutList, boardsBy, pasting?} → 200 {estimate, sheets}.
 * Anyone may ask; the server plans the list itself and prices it from the stored tariff.
 */
export const POST = route(
  async (request) => {
    const input = await parseOrderJson(request, estimateRequestSchema);
    const client = clientSubject(request);
    await hitEstimateLimit(client);
    const { plans, estimate } = await estimateFor(input, client);
    return NextResponse.json({
      estimate,
      sheets: plans.map((p) => ({ material: p.material, sheets: p.plan.sheets.length, yield: p.plan.summary.yield })),
    });
  },
  { noStore: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
