import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getCatalog, saveCatalog } from "@/lib/rack/catalog";
import { materialsPutSchema } from "@/lib/rack/schema";

export const dynamic = "force-dynamic";

/** GET /api/admin/materials → {materials, version, updatedAt, updatedBy}: every material, retired ones and boards out of stock too. Admins only. */
export const GET = route(async () => NextResponse.json(await getCatalog()), { auth: "admin" });

/**
 * PUT /api/admin/materials {materials: [...]} → {message, materials, version, …}: the whole list, checked whole
 * (a field-level 400 such as `materials.2.boards.0.length` saves nothing). A material cannot be removed, only retired. Admins only.
 */
export const PUT = route(
  async (request, { session }) => {
    const { materials } = await parseJson(request, materialsPutSchema);
    return NextResponse.json({ message: "Materials saved", ...(await saveCatalog(materials, session.user.name)) });
  },
  { auth: "admin" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
