import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { can } from "@/vocabulary/roles";
import { ForbiddenError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { notifyCustomerHref } from "@/lib/orders/messages";
import { getSite } from "@/lib/business/site-facts-store";
import { ownHosts, requestOrigin } from "@/lib/orders/origin";
import { recordScan } from "@/lib/orders/record-scan";
import { scanSchema, type ScanAnswer } from "@/lib/production/scan";
import { getStations } from "@/lib/production/stations-store";
import { stationInRefusal } from "@/lib/production/stations";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/scans {code, station} → 201 {order, piece, station, recorded, progress, status, moved, toCome, notify?};
 * the same piece at the same station again → 200 and nothing new. `code` is a label's code (KPW-2026-0042/3/2) or its
 * whole link on this site (`/p/<code>` at this site's host; any other link is a 400). An unreadable code or unknown station → 400; an unknown order or piece → 404; an order not confirmed,
 * completed or cancelled, or a station the piece does not pass → 409 with the reason. Staff who may scan, and station
 * phones at their own stations (403 at another).
 */
export const POST = route(
  async (request, { session, device }) => {
    const input = await parseJson(request, scanSchema);
    const stations = (await getStations()).stations;
    // A station phone scans at its own stations only (issue 51), said by the stations' names (walk K8).
    if (device && !device.stations.includes(input.station)) {
      const named = (id: string) => stations.find((s) => s.id === id) ?? { name: id, nameTamil: id };
      const its = device.stations.map((id) => stationInRefusal(named(id)));
      throw new ForbiddenError(
        refusal("phonePairedElsewhere", {
          stations: { en: its.map((x) => x.en).join(", "), ta: its.map((x) => x.ta).join(", ") },
          station: stationInRefusal(named(input.station)),
        }),
      );
    }
    const actor = session
      ? { role: "admin" as const, name: session.user.name, id: session.user._id, staffRole: session.user.role }
      : { role: "device" as const, name: device!.name, id: null, device: device! };
    const { answer, finished } = await recordScan(input, stations, actor, await ownHosts());
    // The last piece through: the customer's message, ready for one tap, for those who may see the customer's
    // contact (never the floor, never a station phone: issue 51).
    const mayNotify = !!session && can(session.user.role, "orders.manage");
    const body: ScanAnswer =
      finished && mayNotify ? { ...answer, notify: notifyCustomerHref(finished, await requestOrigin(), (await getSite()).shortName) } : answer;
    return NextResponse.json<ScanAnswer>(body, { status: answer.recorded ? 201 : 200 });
  },
  { auth: "scan", devices: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
