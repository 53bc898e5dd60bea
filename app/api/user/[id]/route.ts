import { NextResponse, type NextRequest } from "next/server";
import { deleteUser, getUser, updateUser, type ProfileChange } from "@/lib/auth/accounts";
import { clearSessionCookie, setSessionCookie } from "@/lib/auth/cookie";
import { isAdmin, requireUser, type Session } from "@/lib/auth/guards";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { signAccessToken, signSessionToken } from "@/lib/auth/session";
import { ForbiddenError } from "@/lib/errors";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { clientSubject } from "@/lib/rate-limit/client-key";
import { profilePatchSchema, profileReplaceSchema } from "@/lib/validation/user";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** 401 without a session, 400 for an id that is not an ObjectId, 403 for someone else's record (admins excepted). */
async function authorise(request: NextRequest, id: string): Promise<{ session: Session; targetId: string }> {
  const session = await requireUser(request);
  const targetId = requireObjectId(id, "user id");
  if (!isAdmin(session) && targetId !== session.user._id) throw new ForbiddenError("You can only access your own account");
  return { session, targetId };
}

async function change(request: NextRequest, session: Session, targetId: string, input: ProfileChange) {
  if (input.role !== undefined && !isAdmin(session)) throw new ForbiddenError("Only an admin can change a role");
  if (input.password !== undefined) {
    // Refused here, before the guess limiter or any hashing (the account's own name and e-mail count as trivial).
    assertStrongPassword(input.password, [session.user.email, session.user.name, input.email, input.name]);
  }
  const result = await updateUser(targetId, input, { id: session.user._id, email: session.user.email, address: clientSubject(request) });
  const body: Record<string, unknown> = { message: "Profile updated", user: result.user };
  let cookieToken: string | null = null;
  if (result.passwordChanged) {
    // The change revoked every session, this one included: hand back fresh tokens.
    const epoch = result.sessionEpoch.getTime();
    body.token = await signAccessToken(targetId, epoch);
    if (session.via === "cookie") cookieToken = await signSessionToken(targetId, epoch);
  }
  const response = NextResponse.json(body);
  if (cookieToken) setSessionCookie(response, cookieToken, request);
  return response;
}

/** GET /api/user/{id} → {user}. */
export const GET = route<Params>(
  async (request, { params }) => {
    const { targetId } = await authorise(request, params.id);
    return NextResponse.json({ user: await getUser(targetId) });
  },
  { noStore: true },
);

/** PUT /api/user/{id} {name, email, phone[, role][, password, currentPassword]} → {message, user[, token]}. */
export const PUT = route<Params>(
  async (request, { params }) => {
    const { session, targetId } = await authorise(request, params.id);
    const input = await parseJson(request, profileReplaceSchema);
    return change(request, session, targetId, input);
  },
  { noStore: true },
);

/** PATCH /api/user/{id} {any of name, email, phone, role, password + currentPassword} → {message, user[, token]}. */
export const PATCH = route<Params>(
  async (request, { params }) => {
    const { session, targetId } = await authorise(request, params.id);
    const input = await parseJson(request, profilePatchSchema);
    return change(request, session, targetId, input);
  },
  { noStore: true },
);

/** DELETE /api/user/{id} → {message}; 404 once it is gone. Deleting oneself also clears the cookie. */
export const DELETE = route<Params>(
  async (request, { params }) => {
    const { session, targetId } = await authorise(request, params.id);
    await deleteUser(targetId);
    const response = NextResponse.json({ message: "Account deleted" });
    if (targetId === session.user._id) clearSessionCookie(response, request);
    return response;
  },
  { noStore: true },
);

export const { POST, OPTIONS } = otherMethods(["GET", "PUT", "PATCH", "DELETE"]);
