import { hitPlanLimit } from "@/lib/cutting/planning/limit";
import { MAX_PLAN_JSON_BYTES, parsePlanRequest, planForRequest } from "@/lib/cutting/planning/plan-request";
import { planDxf } from "@/lib/cutting/export/plan-dxf";
import { planJobInput } from "@/lib/cutting/schema";
import { readJsonBody } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { NO_STORE, route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * POST /api/cutting/dxf with the body of POST /api/cutting/plan → 200 the plan as a DXF drawing
 * (lib/cutting/export/plan-dxf.ts), as an attachment. The same limits, errors and plan cache as
 * the plan: a DXF asked for right after its plan draws that very plan.
 */
export const POST = route(
  async (request) => {
    const client = clientIp(request);
    hitPlanLimit(client);
    const req = parsePlanRequest(await readJsonBody(request, MAX_PLAN_JSON_BYTES));
    const { plan } = await planForRequest(req, client);
    return new Response(planDxf(planJobInput(req).input, plan), {
      headers: {
        "Content-Type": "image/vnd.dxf; charset=utf-8",
        "Content-Disposition": 'attachment; filename="cutting-plan.dxf"',
        "Cache-Control": NO_STORE,
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { auth: "public" },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods(["POST"]);
