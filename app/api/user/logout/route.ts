import { NextResponse } from "next/server";
import { revokeSessions } from "@/lib/auth/accounts";
import { clearSessionCookie } from "@/lib/auth/cookie";
import { assertSameOrigin, getSession } from "@/lib/auth/guards";
import { errorResponse, route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { Said } from "@/lib/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/user/logout → 200 {message}: revokes every outstanding token of the
 * user (bearer or cookie) and clears the cookie. Without a valid session it
 * still answers 200 and clears the cookie.
 */
export const POST = route(
  async (request, { requestId }) => {
    try {
      const session = await getSession(request);
      if (session) {
        assertSameOrigin(request, session);
        await revokeSessions(session.user._id);
      }
    } catch (err) {
      const response = errorResponse(err, request, requestId);
      // A refused cross-site request changes nothing; otherwise drop the cookie anyway.
      if (response.status !== 403) clearSessionCookie(response, request);
      return response;
    }
    const response = NextResponse.json<Said>({ message: "Signed out" });
    clearSessionCookie(response, request);
    return response;
  },
  { auth: "public" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
