/**
 * All JWT code lives here. Two kinds of HS256 JWT (jose), told apart by audience:
 *
 * - the SESSION token (12 h) lives only in the HttpOnly `session` cookie and
 *   authenticates the browser's own requests and the refresh endpoint;
 * - the ACCESS token (minutes: ACCESS_TOKEN_TTL_SECONDS, default 600) is the
 *   `token` in response bodies, which the spec keeps in the page's persisted
 *   store: worth little if a script steals it (it is only accepted as a
 *   Bearer token, and dies within minutes). The page renews it through
 *   POST /api/user/refresh with the cookie.
 *
 * Both carry sub, iat, exp, iss, aud and `sv`, the user's session epoch (see
 * models/User.ts), so sign-out revokes both at once. Verification pins the
 * algorithm, so `alg: none` or an RS/HS confusion fails. No database access.
 */
import { SignJWT, jwtVerify } from "jose";
import { config } from "@/lib/config";
import { authSecretKey } from "./secret";

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const TOKEN_ISSUER = "panels-site";
export const TOKEN_AUDIENCE = "panels-site:session";
export const ACCESS_TOKEN_AUDIENCE = "panels-site:access";
export const DEVICE_TOKEN_AUDIENCE = "panels-site:device";
/** A station phone keeps its pairing until it is revoked; the token is only renewed by pairing again after a year. */
export const DEVICE_TTL_SECONDS = 366 * 24 * 60 * 60;

export type TokenKind = "session" | "access" | "device";

/** Lifetime of access tokens: ACCESS_TOKEN_TTL_SECONDS, 60 to 3600 (default 600), through lib/config/index.ts. */
export function accessTokenTtlSeconds(): number {
  return config().ACCESS_TOKEN_TTL_SECONDS;
}

function kindSettings(kind: TokenKind) {
  if (kind === "device") return { audience: DEVICE_TOKEN_AUDIENCE, ttl: DEVICE_TTL_SECONDS };
  return kind === "access"
    ? { audience: ACCESS_TOKEN_AUDIENCE, ttl: accessTokenTtlSeconds() }
    : { audience: TOKEN_AUDIENCE, ttl: SESSION_TTL_SECONDS };
}
const ALGORITHM = "HS256";

export type SessionClaims = {
  /** User id (a device's id for a device token). */
  sub: string;
  /** The user's `tokensValidAfter` (ms) when the token was issued (a device's pairing time). */
  sv: number;
  /** The session record this token belongs to (lib/auth/sessions.ts; tokens from before issue 51 have none). */
  sid?: string;
  iat: number;
  exp: number;
};

async function signToken(kind: TokenKind, userId: string, sessionEpochMs: number, now: number, sid?: string): Promise<string> {
  const { audience, ttl } = kindSettings(kind);
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sv: sessionEpochMs, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .sign(authSecretKey());
}

/** The cookie's token (12 h), of the session record `sid`. */
export function signSessionToken(userId: string, sessionEpochMs: number, sid?: string, now = Date.now()): Promise<string> {
  return signToken("session", userId, sessionEpochMs, now, sid);
}

/** The token handed to the page (minutes), of the session record `sid`. */
export function signAccessToken(userId: string, sessionEpochMs: number, sid?: string, now = Date.now()): Promise<string> {
  return signToken("access", userId, sessionEpochMs, now, sid);
}

/** A paired station phone's token (its cookie), valid while the device is not revoked and was paired at `pairedAtMs`. */
export function signDeviceToken(deviceId: string, pairedAtMs: number, now = Date.now()): Promise<string> {
  return signToken("device", deviceId, pairedAtMs, now);
}

/**
 * The claims of a valid token of this kind, or null for anything else (bad
 * signature, another algorithm, wrong issuer or audience (an access token is
 * not a session token and vice versa), expired, lifetime over the kind's,
 * malformed). Configuration errors (no AUTH_SECRET in production) propagate.
 */
export async function verifySessionToken(token: string, kind: TokenKind = "session"): Promise<SessionClaims | null> {
  const key = authSecretKey();
  const { audience, ttl } = kindSettings(kind);
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience,
      requiredClaims: ["sub", "iat", "exp"],
      maxTokenAge: ttl,
      clockTolerance: 5,
    });
    const { sub, iat, exp, sv, sid } = payload;
    const idPattern = kind === "device" ? /^[A-Za-z0-9_-]{16,40}$/ : /^[0-9a-f]{24}$/i;
    if (typeof sub !== "string" || !idPattern.test(sub)) return null;
    if (typeof iat !== "number" || typeof exp !== "number" || exp - iat > ttl) return null;
    if (typeof sv !== "number" || !Number.isFinite(sv)) return null;
    if (sid !== undefined && (typeof sid !== "string" || !/^[A-Za-z0-9_-]{16,40}$/.test(sid))) return null;
    return { sub, sv, iat, exp, ...(typeof sid === "string" ? { sid } : {}) };
  } catch {
    return null;
  }
}
