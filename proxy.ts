import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "@/lib/security-headers";

/**
 * Next.js 16's proxy (the file formerly called middleware.ts), for the pages
 * rendered per request: the account page and the console.
 *
 * - A fresh nonce and a Content-Security-Policy without 'unsafe-inline' for
 *   scripts: the policy goes on the request (Next.js reads the nonce from it
 *   and puts it on its own scripts while rendering) and on the response.
 * - `private, no-store` and `noindex`.
 *
 * It does not redirect: those pages check the session on the server
 * themselves and show a signed-out visitor the sign-in prompt ("Please sign
 * in to access all details"), as the spec asks. It never talks to the database
 * (no mongoose on this runtime) and is never a guard: every route handler and
 * page re-checks the session, its user and its revocation, so a forged
 * `x-middleware-subrequest` header that skips this file changes nothing.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(process.env.NODE_ENV === "production", nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

// Keep in step with NONCE_PATHS (lib/security-headers.ts).
export const config = {
  matcher: ["/account", "/account/:path*", "/admin", "/admin/:path*"],
};
