import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { notifyCustomerHref } from "@/lib/orders/messages";
import { requestOrigin } from "@/lib/orders/origin";
import { recordScan } from "@/lib/production/record-scan";
import { scanSchema, type ScanAnswer } from "@/lib/production/scan";
import { getStations } from "@/lib/production/stations-store";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/scans {code, station} → 201 {order, piece, station, recorded, progress, status, moved, toCome, notify?};
 * the same piece at the same station again → 200 and nothing new. `code` is a label's code (KPW-2026-0042/3/2) or its
 * whole link. An unreadable code or unknown station → 400; an unknown order or piece → 404; an order not confirmed,
 * completed or cancelled, or a station the piece does not pass → 409 with the reason. Admins only.
 */
export const POST = route(
  async (request, { session }) => {
    const input = await parseJson(request, scanSchema);
    const actor = { role: "admin" as const, name: session.user.name, id: session.user._id };
    const { answer, finished } = await recordScan(input, (await getStations()).stations, actor);
    // The last piece through: the customer's message, ready for one tap.
    const body: ScanAnswer = finished ? { ...answer, notify: notifyCustomerHref(finished, await requestOrigin()) } : answer;
    return NextResponse.json(body, { status: answer.recorded ? 201 : 200 });
  },
  { auth: "admin" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
