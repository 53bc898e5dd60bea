import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { hitEstimateLimit } from "@/lib/orders/rate-limit";
import { estimateFor } from "@/lib/orders/pricing";
import { sheetsOf } from "@/lib/cutting/list/by-material";
import { estimateRequestSchema, ORDER_REQUEST_MAX_BYTES } from "@/lib/orders/schema";
import type { EstimateAnswer } from "@/lib/orders/dto";
import { listReadyBy } from "@/lib/capacity/shop-load";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders/estimate {cutList, boardsBy, pasting?, plans?} → 200 {estimate, sheets: [{material, sheets, boards, yield}], prices}.
 * `prices` is the tariff the estimate used: the page keeps it to work out an estimate with no network.
 * Anyone may ask; the estimate is for the page's `plans` where they hold up for the workshop's boards, for the
 * server's own plan elsewhere, and is priced from the stored tariff. A signed-in customer's list is planned on their
 * own pieces at the workshop too when that costs them less (issue 54: the lines name the pieces, the remarks the saving).
 */
export const POST = route(
  async (request, { session }) => {
    const input = await parseJson(request, estimateRequestSchema, ORDER_REQUEST_MAX_BYTES);
    const client = clientIp(request);
    await hitEstimateLimit(client);
    const { plans, estimate, prices, cutList } = await estimateFor(input, client, "preview", session?.user._id ?? "");
    // When it would be ready if placed now (issue 70): never a reason to refuse the estimate.
    const readyBy = await listReadyBy(cutList, plans).catch(() => undefined);
    return NextResponse.json<EstimateAnswer>({
      estimate: readyBy ? { ...estimate, readyBy } : estimate,
      sheets: sheetsOf(plans).map((s, i) => ({ ...s, yield: plans[i].plan.summary.yield })),
      prices,
    });
  },
  { auth: "optional" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
