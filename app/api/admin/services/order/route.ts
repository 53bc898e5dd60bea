import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { reorderServices } from "@/lib/services/admin";
import { type AdminService, serviceReorderSchema } from "@/lib/validation/service-admin";

export const dynamic = "force-dynamic";

/** PUT /api/admin/services/order {ids: [...]} → the services in their new order. Admins only. */
export const PUT = route(
  async (request) => {
    const { ids } = await parseJson(request, serviceReorderSchema);
    return NextResponse.json<AdminService[]>(await reorderServices(ids));
  },
  { auth: "content.manage" },
);

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(["PUT"]);
