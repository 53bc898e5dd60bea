import { NextResponse } from "next/server";
import type { Saved } from "@/lib/answers";
import { capacitySettingsSchema } from "@/lib/capacity/settings";
import { getCapacitySettings, saveCapacitySettings, type CapacitySettingsAnswer, type CapacitySettingsView } from "@/lib/capacity/store";
import { dropShopLoad } from "@/lib/capacity/shop-load";
import { flushScanClock, measuredByStation } from "@/lib/capacity/scan-clock";
import { getStations } from "@/lib/production/stations-store";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/capacity/settings → {week, holidays, minutesPerDay, standards, version, updatedAt, updatedBy,
 * measured: {<station>: {factor, scans}}} (issue 70): `measured` is each station's time on the floor over its
 * standards, from the scans, and how many it rests on. Owner and office.
 */
export const GET = route(
  async () => {
    await flushScanClock();
    const [settings, { stations }] = await Promise.all([getCapacitySettings(), getStations()]);
    const measured = await measuredByStation(stations.map((s) => s.id));
    return NextResponse.json<CapacitySettingsAnswer>({ ...settings, measured });
  },
  { auth: "orders.read" },
);

/** PUT /api/admin/capacity/settings {the whole form, version} → {message, …the saved settings}; an older version → 409. The owner. */
export const PUT = route(
  async (request, { session }) => {
    const input = await parseJson(request, capacitySettingsSchema);
    const saved = await saveCapacitySettings(input, session.user.name);
    dropShopLoad();
    return NextResponse.json<Saved<CapacitySettingsView>>({ message: "Capacity saved", ...saved });
  },
  { auth: "stations.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
