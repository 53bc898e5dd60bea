import { NextResponse } from "next/server";
import { authenticate, toPublicUser } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/cookie";
import { endMarkedSession } from "@/lib/auth/guards";
import { signAccessToken, signSessionToken } from "@/lib/auth/session";
import { agentOf, openSession } from "@/lib/auth/sessions";
import { HttpError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { clientIp } from "@/lib/http/client-ip";
import { checkGuess } from "@/lib/rate-limit/guesses";
import { loginSchema, type LoginResponse } from "@/lib/validation/user";

export const dynamic = "force-dynamic";

/** The same answer for an unknown e-mail and a wrong password. */

/**
 * POST /api/user/login {email, password} → 200 {user, token} and the session
 * cookie. The guess limiter (per address, per account, per known address)
 * decides before any hashing; a wrong password counts, a right one clears the
 * account's count.
 */
export const POST = route(
  async (request) => {
    const { email, password } = await parseJson(request, loginSchema);
    // A logout tapped with no signal ends its session before a new one is made.
    await endMarkedSession(request);
    const address = clientIp(request);
    const ticket = await checkGuess({ account: email, address });
    let user: Awaited<ReturnType<typeof authenticate>>;
    try {
      user = await authenticate(email, password, address);
    } catch (err) {
      ticket.abandon();
      throw err;
    }
    if (!user) {
      await ticket.fail();
      throw new HttpError(401, refusal("invalidCredentials"));
    }
    await ticket.succeed();
    const epoch = user.tokensValidAfter.getTime();
    // A session record of its own (issue 51): the owner can see and end it; the tokens carry its id.
    const sid = await openSession(user._id, agentOf(request));
    const [token, session] = await Promise.all([signAccessToken(user._id, epoch, sid), signSessionToken(user._id, epoch, sid)]);
    const response = NextResponse.json<LoginResponse>({ user: toPublicUser(user), token });
    setSessionCookie(response, session, request);
    return response;
  },
  { auth: "public" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
