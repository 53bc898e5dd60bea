import { NextResponse } from "next/server";
import { capacityPicture, type CapacityAnswer } from "@/lib/capacity/picture";
import { capacityQuerySchema } from "@/lib/capacity/query";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { indiaToday } from "@/lib/orders/reference";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/capacity?from=YYYY-MM-DD&days=N → {from, stations: [{id, name, nameTamil, days: [{date,
 * capacityMinutes, plannedMinutes, orders: [ref]}]}], atRisk: [{reference, customer, promisedOn, readyOn, requiredBy,
 * reasons, whatsapp}]}: the confirmed work loaded on the stations' next days, and the orders at risk (issue 70).
 * `from` today (the default) or later, `days` 1 to 62 (14). Owner and office.
 */
export const GET = route(
  async (request) => {
    const { from, days } = parseQuery(request, capacityQuerySchema(indiaToday()));
    return NextResponse.json<CapacityAnswer>(await capacityPicture(from ?? indiaToday(), days ?? 14), { headers: { "Cache-Control": "no-store" } });
  },
  { auth: "orders.read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
