/**
 * Session guards for route handlers and server code. Every handler calls one
 * of these itself: proxy.ts may redirect pages but is never the only check.
 */
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { isCrossOriginRequest, isSafeMethod } from "./origin";
import { findSessionUser, revokeSessionEpoch, type SessionUser } from "./accounts";
import { readCookie, SESSION_COOKIE } from "./cookie";
import { DEVICE_COOKIE, deviceOfToken, type DeviceSession } from "./devices";
import { can, DEVICE_PERMISSIONS, isStaff, type Permission } from "@/vocabulary/roles";
import { refusalFor } from "./permission-refusal";
import { verifySessionToken, type SessionClaims } from "./session";
import { sessionStands } from "./sessions";
import { markEnds, SIGNED_OUT_COOKIE } from "./signed-out-mark";

export type Session = {
  user: SessionUser;
  claims: SessionClaims;
  token: string;
  /** Where the token came from: cookies need CSRF protection, bearer tokens do not. */
  via: "bearer" | "cookie";
};

/** The token of the request: an `Authorization: Bearer` header wins over the session cookie. */
export function tokenFromRequest(request: Request): { token: string; via: Session["via"] } | null {
  const auth = request.headers.get("authorization");
  if (auth) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    return match ? { token: match[1], via: "bearer" } : null;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * The signed-in user, or null: the token must verify, and the user must still
 * exist with the same session epoch (sign-out, password change and deletion
 * revoke tokens). Throws when the database is down (→ 503, never 401).
 */
export async function getSession(request: Request): Promise<Session | null> {
  const found = tokenFromRequest(request);
  if (!found) return null;
  // Bearer: only short-lived access tokens; cookie: only the session token.
  const claims = await verifySessionToken(found.token, found.via === "bearer" ? "access" : "session");
  if (!claims) return null;
  if (await endedHere(request, claims)) return null;
  const user = await findSessionUser(claims.sub);
  if (!user) return null;
  if (user.tokensValidAfter.getTime() !== claims.sv) return null;
  if (!(await standing(user, claims))) return null;
  return { user, claims, token: found.token, via: found.via };
}

/**
 * Whether the token's session record stands (issue 51: the owner can end any session, a role change ends the person's
 * others). A token from before session records carries none: a customer's is good until it expires, a staff
 * member's is not (staff sign in again, so that each of their sessions can be seen and ended).
 */
async function standing(user: SessionUser, claims: SessionClaims): Promise<boolean> {
  if (!claims.sid) return !isStaff(user.role);
  return sessionStands(claims.sid, user._id);
}

/**
 * Whether this browser signed this session out while it could not reach the
 * server (the sign-out mark, lib/auth/signed-out-mark.ts). If so the session is
 * revoked now, before anything is answered with it: every token of that epoch,
 * cookie and bearer alike, stops working.
 */
async function endedHere(request: Request, claims: SessionClaims): Promise<boolean> {
  if (!markEnds(readCookie(request, SIGNED_OUT_COOKIE), claims)) return false;
  await revokeSessionEpoch(claims.sub, claims.sv);
  return true;
}

/**
 * Honours a sign-out mark that comes with a sign-in: the session cookie it
 * names is revoked before a new session is made, so the old cookie (or a copy
 * of it) cannot outlive the logout the customer tapped with no signal.
 */
export async function endMarkedSession(request: Request): Promise<void> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || !readCookie(request, SIGNED_OUT_COOKIE)) return;
  const claims = await verifySessionToken(token, "session");
  if (claims) await endedHere(request, claims);
}

/**
 * The session of the cookie alone (the refresh endpoint: a stolen access token
 * must not buy a new one), with the cross-site check. Null when there is none.
 */
export async function getCookieSession(request: Request): Promise<Session | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const claims = await verifySessionToken(token, "session");
  if (!claims) return null;
  if (await endedHere(request, claims)) return null;
  const user = await findSessionUser(claims.sub);
  if (!user || user.tokensValidAfter.getTime() !== claims.sv) return null;
  if (!(await standing(user, claims))) return null;
  const session: Session = { user, claims, token, via: "cookie" };
  assertSameOrigin(request, session);
  return session;
}

/**
 * Cookie-authenticated writes must come from this site (403 otherwise);
 * bearer tokens are exempt, since a browser never attaches them by itself.
 */
export function assertSameOrigin(request: Request, session: Pick<Session, "via">): void {
  if (session.via === "cookie" && !isSafeMethod(request.method) && isCrossOriginRequest(request)) {
    throw new ForbiddenError(refusal("crossSite"));
  }
}

/** The session, or 401. Also applies the cross-site check to cookie-authenticated writes. */
export async function requireUser(request: Request): Promise<Session> {
  const session = await getSession(request);
  if (!session) throw new UnauthorizedError();
  assertSameOrigin(request, session);
  return session;
}

/**
 * A person's session whose role holds the permission: 403 (saying who may) for a role without it, and for a station
 * phone (it scans and reads its stations, nothing else); 401 for anyone else.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<Session> {
  const session = await getSession(request);
  if (!session) {
    if (await getDevice(request)) throw new ForbiddenError(refusal("stationPhoneOnly"));
    throw new UnauthorizedError();
  }
  assertSameOrigin(request, session);
  if (!can(session.user.role, permission)) throw new ForbiddenError(refusalFor(permission));
  return session;
}

/** The paired station phone of the request (its HttpOnly cookie), or null. */
export async function getDevice(request: Request): Promise<DeviceSession | null> {
  return deviceOfToken(readCookie(request, DEVICE_COOKIE));
}

/**
 * Who calls a route that a station phone may call too (the scan, the stations): a person whose role holds the
 * permission, or a paired device (with the same cross-site check as any cookie). 401 with neither, 403 for a person
 * without the permission.
 */
export async function requireStaffOrDevice(
  request: Request,
  permission: Permission,
): Promise<{ session: Session | null; device: DeviceSession | null }> {
  const session = await getSession(request);
  if (session) {
    assertSameOrigin(request, session);
    if (!can(session.user.role, permission)) throw new ForbiddenError(refusalFor(permission));
    return { session, device: null };
  }
  const token = readCookie(request, DEVICE_COOKIE);
  const device = await deviceOfToken(token);
  // A phone whose pairing is no longer valid (revoked by the office, or paired again elsewhere) is told so (walk C6).
  if (!device) throw new UnauthorizedError(token ? refusal("phoneUnpaired") : undefined);
  if (!DEVICE_PERMISSIONS.includes(permission)) throw new ForbiddenError(refusal("stationPhoneOnly"));
  assertSameOrigin(request, { via: "cookie" });
  return { session: null, device };
}
