import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { listAdminServices } from "@/lib/services/admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/services → [{_id, slug, title, des, image, order}] uncached, for the console. Admins only. */
export const GET = route(
  async (request) => {
    await requireAdmin(request);
    return NextResponse.json(await listAdminServices());
  },
  { noStore: true },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
