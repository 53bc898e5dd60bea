import { NextResponse } from "next/server";
import { authenticate, toPublicUser } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/cookie";
import { signSessionToken } from "@/lib/auth/session";
import { HttpError } from "@/lib/errors";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { clearLimit, loginEmailRule, loginIpRule, reserve } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/user";

export const dynamic = "force-dynamic";

/** The same answer for an unknown e-mail and a wrong password. */
export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * POST /api/user/login {email, password} → 200 {user, token} and the session
 * cookie. The attempt is counted against the e-mail and the client before the
 * password is checked, and withdrawn when it succeeds.
 */
export const POST = route(
  async (request) => {
    const { email, password } = await parseJson(request, loginSchema);
    const reservation = await reserve([
      { rule: loginIpRule(), subject: clientIp(request) },
      { rule: loginEmailRule(), subject: email },
    ]);
    const user = await authenticate(email, password);
    if (!user) throw new HttpError(401, INVALID_CREDENTIALS);

    await Promise.all([reservation.release(), clearLimit(loginEmailRule(), email)]);
    const token = await signSessionToken(user._id, user.tokensValidAfter.getTime());
    const response = NextResponse.json({ user: toPublicUser(user), token });
    setSessionCookie(response, token, request);
    return response;
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
