import { NextResponse, type NextRequest } from "next/server";
import { deleteUser, getUser, updateUser, type ProfileChange } from "@/lib/auth/accounts";
import { clearSessionCookie, setSessionCookie } from "@/lib/auth/cookie";
import type { Session } from "@/lib/auth/guards";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { getSite } from "@/lib/business/site-facts-store";
import { assertCanAccessUser, assertCanChangeUser } from "@/lib/auth/policy";
import { signAccessToken, signSessionToken } from "@/lib/auth/session";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { clientIp } from "@/lib/http/client-ip";
import { profilePatchSchema, profileReplaceSchema, type ProfileSaved, type UserResponse } from "@/lib/validation/user";
import type { Said } from "@/lib/answers";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** 400 for an id that is not an ObjectId, 403 for someone else's record (admins excepted); the wrapper already gave 401. */
function target(session: Session, id: string): string {
  const targetId = requireObjectId(id, "user");
  assertCanAccessUser(session, targetId);
  return targetId;
}

async function change(request: NextRequest, session: Session, targetId: string, input: ProfileChange) {
  assertCanChangeUser(session, targetId, input);
  if (input.password !== undefined) {
    // Refused here, before the guess limiter or any hashing (the account's own name and e-mail count as trivial).
    assertStrongPassword(input.password, [session.user.email, session.user.name, input.email, input.name, (await getSite()).name]);
  }
  const result = await updateUser(targetId, input, { id: session.user._id, email: session.user.email, address: clientIp(request) });
  const body: ProfileSaved = { message: "Profile updated", user: result.user };
  let cookieToken: string | null = null;
  if (result.passwordChanged) {
    // The change revoked every session, this one included: hand back fresh tokens.
    const epoch = result.sessionEpoch.getTime();
    body.token = await signAccessToken(targetId, epoch, session.claims.sid);
    if (session.via === "cookie") cookieToken = await signSessionToken(targetId, epoch, session.claims.sid);
  }
  const response = NextResponse.json<ProfileSaved>(body);
  if (cookieToken) setSessionCookie(response, cookieToken, request);
  return response;
}

/** GET /api/user/{id} → {user}. */
export const GET = route<Params>(
  async (_request, { params, session }) => NextResponse.json<UserResponse>({ user: await getUser(target(session, params.id)) }),
  {
    auth: "user",
  },
);

/** PUT /api/user/{id} {name, email, phone[, password, currentPassword]} → {message, user[, token]} (a role: PATCH /api/admin/staff/{id}). */
export const PUT = route<Params>(
  async (request, { params, session }) => {
    const targetId = target(session, params.id);
    const input = await parseJson(request, profileReplaceSchema);
    return change(request, session, targetId, input);
  },
  { auth: "user" },
);

/** PATCH /api/user/{id} {any of name, email, phone, password + currentPassword} → {message, user[, token]}. */
export const PATCH = route<Params>(
  async (request, { params, session }) => {
    const targetId = target(session, params.id);
    const input = await parseJson(request, profilePatchSchema);
    return change(request, session, targetId, input);
  },
  { auth: "user" },
);

/** DELETE /api/user/{id} → {message}; 404 once it is gone. Deleting oneself also clears the cookie. */
export const DELETE = route<Params>(
  async (request, { params, session }) => {
    const targetId = target(session, params.id);
    await deleteUser(targetId);
    const response = NextResponse.json<Said>({ message: "Account deleted" });
    if (targetId === session.user._id) clearSessionCookie(response, request);
    return response;
  },
  { auth: "user" },
);

export const { POST, OPTIONS } = otherMethods(["GET", "PUT", "PATCH", "DELETE"]);
