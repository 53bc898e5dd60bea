import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { listAdminServices } from "@/lib/services/admin";
import type { AdminService } from "@/lib/validation/service-admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/services → [{_id, slug, title, des, image, order}] uncached, for the console. Admins only. */
export const GET = route(
  async () => {
    return NextResponse.json<AdminService[]>(await listAdminServices());
  },
  { auth: "content.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
