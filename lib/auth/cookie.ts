import type { NextResponse } from "next/server";
import { SESSION_TTL_SECONDS } from "./session";
import { SIGNED_OUT_COOKIE } from "./signed-out-mark";

/** A cookie of the request, decoded (null when absent): the one parser of the `Cookie` header. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The session cookie's name (the same token as the one returned by sign-in). */
export const SESSION_COOKIE = "session";

const LOOPBACK_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * `Secure` in production, except on plain-http loopback (`npm start` on a
 * developer's machine), where Safari would drop a Secure cookie and sign-in
 * would silently fail.
 */
export function cookieIsSecure(request?: Request): boolean {
  if (process.env.NODE_ENV !== "production") return false;
  if (request) {
    const url = new URL(request.url);
    const host = request.headers.get("host") ?? url.host;
    if (url.protocol === "http:" && LOOPBACK_HOSTS.test(host)) return false;
  }
  return true;
}

/** The cookie options, defined once. */
export function sessionCookieOptions(request?: Request) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: cookieIsSecure(request),
    maxAge: SESSION_TTL_SECONDS,
  };
}

export function setSessionCookie(response: NextResponse, token: string, request?: Request): void {
  response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(request));
  clearSignedOutMark(response, request);
}

export function clearSessionCookie(response: NextResponse, request?: Request): void {
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(request), maxAge: 0 });
  clearSignedOutMark(response, request);
}

/** Deletes the page's sign-out mark (lib/auth/signed-out-mark.ts): once a session is made or ended here, it has done its work. */
export function clearSignedOutMark(response: NextResponse, request?: Request): void {
  if (request && readCookie(request, SIGNED_OUT_COOKIE) === null) return;
  response.cookies.set(SIGNED_OUT_COOKIE, "", { path: "/", sameSite: "lax", secure: cookieIsSecure(request), maxAge: 0 });
}

/** The station phone's cookie (lib/auth/devices.ts): HttpOnly, kept until the device is revoked or a year passes. */
export function setDeviceCookie(response: NextResponse, name: string, token: string, maxAgeSeconds: number, request?: Request): void {
  response.cookies.set(name, token, { ...sessionCookieOptions(request), maxAge: maxAgeSeconds });
}
