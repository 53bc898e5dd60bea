/**
 * Session guards for route handlers and server code. Every handler calls one
 * of these itself: proxy.ts may redirect pages but is never the only check.
 */
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { isCrossOriginRequest, isSafeMethod } from "./origin";
import { findSessionUser, revokeSessionEpoch, type SessionUser } from "./accounts";
import { readCookie, SESSION_COOKIE } from "./cookie";
import { verifySessionToken, type SessionClaims } from "./session";
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
  return { user, claims, token: found.token, via: found.via };
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
    throw new ForbiddenError("Cross-site requests are not allowed");
  }
}

/** The session, or 401. Also applies the cross-site check to cookie-authenticated writes. */
export async function requireUser(request: Request): Promise<Session> {
  const session = await getSession(request);
  if (!session) throw new UnauthorizedError();
  assertSameOrigin(request, session);
  return session;
}

/** An admin's session: 401 without a valid session, 403 for anyone else. */
export async function requireAdmin(request: Request): Promise<Session> {
  const session = await requireUser(request);
  if (session.user.role !== "admin") throw new ForbiddenError("Administrators only");
  return session;
}
