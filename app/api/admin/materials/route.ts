import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getCatalog, saveCatalog, type CatalogView } from "@/lib/rack/catalog";
import { materialsPutSchema } from "@/lib/rack/schema";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/materials → {materials, version, updatedAt, updatedBy}: every material, retired ones and boards out of
 * stock too. The owner and the office (the offcut store's form reads it); only the owner changes it.
 */
export const GET = route(async () => NextResponse.json<CatalogView>(await getCatalog()), { auth: "materials.read" });

/**
 * PUT /api/admin/materials {materials: [...], saw?: {kerf, trim}, sawFile?: {book, headCuts, format}} → {message, materials,
 * saw, sawFile, version, …}: the whole list, the workshop's saw (kept as it is when not sent; every priced plan uses
 * it) and what its file tells the beam saw, checked whole
 * (a field-level 400 such as `materials.2.boards.0.length` saves nothing). A material cannot be removed, only retired. Admins only.
 */
export const PUT = route(
  async (request, { session }) => {
    const { materials, saw, sawFile } = await parseJson(request, materialsPutSchema);
    return NextResponse.json<Saved<CatalogView>>({ message: "Materials saved", ...(await saveCatalog(materials, session.user.name, saw, sawFile)) });
  },
  { auth: "materials.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
