import { NextResponse } from "next/server";
import { listUsers } from "@/lib/auth/accounts";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** GET /api/user/ → every user (public fields), oldest first. Admins only: 401 / 403. */
export const GET = route(
  async () => {
    return NextResponse.json(await listUsers());
  },
  { auth: "admin" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
