/**
 * Server-side auth API for route handlers and server components.
 * (proxy.ts must not import this file, because it pulls in mongoose: it uses
 * ./session and ./cookie directly.)
 */
export { SESSION_COOKIE, clearSessionCookie, sessionCookieOptions, setSessionCookie } from "./cookie";
export { SESSION_TTL_SECONDS, signAccessToken, signSessionToken, verifySessionToken, type SessionClaims } from "./session";
export { assertSameOrigin, getSession, isAdmin, requireAdmin, requireUser, tokenFromRequest, type Session } from "./guards";
export { toPublicUser, type PublicUser, type SessionUser } from "./accounts";
export { hashPassword, verifyPassword } from "./password";
