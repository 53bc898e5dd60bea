import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { stationsSchema, type StationsView } from "@/lib/production/stations";
import { getStations, saveStations } from "@/lib/production/stations-store";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/stations → {stations: [{id, name, nameTamil, past, pastTamil, needs}], version, updatedAt, updatedBy}. Admins only. */
export const GET = route(async () => NextResponse.json<StationsView>(await getStations()), { auth: "stations.read", devices: true });

/** PUT /api/admin/stations {stations, version} → {message, …the saved list}; an older version → 409. Admins only. */
export const PUT = route(
  async (request, { session }) => {
    const { stations, version } = await parseJson(request, stationsSchema);
    return NextResponse.json<Saved<StationsView>>({ message: "Stations saved", ...(await saveStations(stations, version, session.user.name)) });
  },
  { auth: "stations.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
