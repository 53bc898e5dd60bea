import { NextResponse } from "next/server";
import { listUsers, usersWithEmail } from "@/lib/auth/accounts";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import type { PublicUser } from "@/lib/validation/user";
import { usersQuerySchema } from "@/lib/validation/users-query";

export const dynamic = "force-dynamic";

/**
 * GET /api/user/[?page=&limit=][&email=] → the users (public fields), newest first, as an array: the first
 * 100 unless paged (`X-Total-Count` says how many there are); with `email`, the one account that holds it, or
 * none. Admins only: 401 / 403.
 */
export const GET = route(
  async (request) => {
    const { page = 1, limit = 100, email } = parseQuery(request, usersQuerySchema);
    const { users, total } = email ? await usersWithEmail(email) : await listUsers(page, limit);
    return NextResponse.json<PublicUser[]>(users, { headers: { "X-Total-Count": String(total) } });
  },
  { auth: "staff.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
