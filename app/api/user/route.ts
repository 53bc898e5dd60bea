import { NextResponse } from "next/server";
import { listUsers } from "@/lib/auth/accounts";
import { requireAdmin } from "@/lib/auth/guards";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** GET /api/user/ → every user (public fields), oldest first. Admins only: 401 / 403. */
export const GET = route(
  async (request) => {
    await requireAdmin(request);
    return NextResponse.json(await listUsers());
  },
  { noStore: true },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
