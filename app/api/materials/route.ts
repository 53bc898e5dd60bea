import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getCatalog } from "@/lib/rack/catalog";
import { publicCatalog } from "@/lib/rack/public";
import type { Catalog } from "@/lib/cutting/list/materials";

export const dynamic = "force-dynamic";

/**
 * GET /api/materials → {version, materials: [{id, label, thickness, kind, grain, retired, boards: [{length, width, pricePaise, inStock}]}]}:
 * what the cut-list page offers (boards out of stock left out; retired materials flagged, for old lists). Public.
 */
export const GET = route(
  async () =>
    NextResponse.json<Catalog>(publicCatalog(await getCatalog()), { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } }),
  { auth: "public" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
