import { NextResponse } from "next/server";
import { toPublicUser } from "@/lib/auth/accounts";
import { getCookieSession } from "@/lib/auth/guards";
import { signAccessToken } from "@/lib/auth/session";
import { UnauthorizedError } from "@/lib/errors";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { LoginResponse } from "@/lib/validation/user";

export const dynamic = "force-dynamic";

/**
 * POST /api/user/refresh → 200 {user, token}: a fresh short-lived access token
 * for the page's store, issued on the strength of the HttpOnly session cookie
 * alone (a Bearer header is ignored here). 401 when the cookie is missing,
 * expired or revoked (sign-out, password change, deleted account); 403 for a
 * cross-site request.
 */
export const POST = route(
  async (request) => {
    const session = await getCookieSession(request);
    if (!session) throw new UnauthorizedError();
    const token = await signAccessToken(session.user._id, session.claims.sv, session.claims.sid);
    return NextResponse.json<LoginResponse>({ user: toPublicUser(session.user), token });
  },
  { auth: "public" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
