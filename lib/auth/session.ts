/**
 * All JWT code lives here: session tokens are HS256 JWTs (jose) with sub, iat,
 * exp (12 h), iss, aud and `sv`, the user's session epoch (see models/User.ts).
 * Verification pins the algorithm, so `alg: none` or an RS/HS confusion fails.
 * No database access: proxy.ts may import this file.
 */
import { SignJWT, jwtVerify } from "jose";
import { authSecretKey } from "./secret";

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const TOKEN_ISSUER = "panels-site";
export const TOKEN_AUDIENCE = "panels-site:session";
const ALGORITHM = "HS256";

export type SessionClaims = {
  /** User id. */
  sub: string;
  /** The user's `tokensValidAfter` (ms) when the token was issued. */
  sv: number;
  iat: number;
  exp: number;
};

export async function signSessionToken(userId: string, sessionEpochMs: number, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sv: sessionEpochMs })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .sign(authSecretKey());
}

/**
 * The claims of a valid token, or null for anything else (bad signature,
 * another algorithm, wrong issuer or audience, expired, lifetime over 12 h,
 * malformed). Configuration errors (no AUTH_SECRET in production) propagate.
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  const key = authSecretKey();
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["sub", "iat", "exp"],
      maxTokenAge: SESSION_TTL_SECONDS,
      clockTolerance: 5,
    });
    const { sub, iat, exp, sv } = payload;
    if (typeof sub !== "string" || !/^[0-9a-f]{24}$/i.test(sub)) return null;
    if (typeof iat !== "number" || typeof exp !== "number" || exp - iat > SESSION_TTL_SECONDS) return null;
    if (typeof sv !== "number" || !Number.isFinite(sv)) return null;
    return { sub, sv, iat, exp };
  } catch {
    return null;
  }
}
