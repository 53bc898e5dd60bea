import { NextResponse } from "next/server";
import { hitPlanLimit } from "@/lib/cutting/planning/limit";
import { MAX_PLAN_JSON_BYTES, parsePlanRequest, planForRequest } from "@/lib/cutting/planning/plan-request";
import { readJsonBody } from "@/lib/http/body";
import type { Plan } from "@/lib/cutting/engine/types";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { messagesIn, requestLocale } from "@/lib/i18n/server-messages";

export const dynamic = "force-dynamic";

/** The plan as the API answers it: each reason in words. */
type PlanAnswer = Omit<Plan, "unplaced"> & { unplaced: (Omit<Plan["unplaced"][number], "reason"> & { reason: string })[] };

/**
 * POST /api/cutting/plan {sheet: {length, width, trim?}, kerf?, parts: [{name, length, width, quantity, grain?}]}
 * → 200 {sheets, unplaced, summary} | 400 | 413 | 415 | 429 (+ Retry-After) | 503 when the planning
 * threads' queue is full (+ Retry-After). Public; no database. An unplaced part's `reason` is text in the caller's
 * language (`X-Language`; English by default).
 */
export const POST = route(
  async (request) => {
    const client = clientIp(request);
    hitPlanLimit(client);
    const input = parsePlanRequest(await readJsonBody(request, MAX_PLAN_JSON_BYTES));
    const { plan, cached } = await planForRequest(input, client);
    const say = messagesIn(requestLocale(request));
    const said = { ...plan, unplaced: plan.unplaced.map((u) => ({ ...u, reason: say(u.reason) })) };
    return NextResponse.json<PlanAnswer>(said, { headers: { "Cache-Control": "no-store", "X-Plan-Cache": cached ? "hit" : "miss" } });
  },
  { auth: "public" },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods(["POST"]);
