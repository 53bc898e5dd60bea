import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, isNoncePath } from "@/lib/http/security-headers.mjs";
import { LANGUAGE_COOKIE, twinOf } from "@/lib/i18n/locales";

/**
 * Next.js 16's proxy (the file formerly called middleware.ts; it runs on the
 * Node.js runtime in Next 16). It answers trailing-slash addresses, and for
 * the pages rendered per request (the account page and the console):
 *
 * - a fresh nonce and a Content-Security-Policy without 'unsafe-inline' for
 *   scripts: the policy goes on the request (Next.js reads the nonce from it
 *   and puts it on its own scripts while rendering) and on the response;
 * - `private, no-store` and `noindex`.
 *
 * It does not redirect those pages: they check the session on the server
 * themselves and show a signed-out visitor the sign-in prompt ("Please sign
 * in to access all details"), as the spec asks. It never talks to the database
 * (no mongoose on this runtime) and is never a guard: every route handler and
 * page re-checks the session, its user and its revocation, so a forged
 * `x-middleware-subrequest` header that skips this file changes nothing.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // next.config.ts turns Next's own trailing-slash redirect off, so that the
  // spec's `GET /api/user/` is answered directly instead of with a 308.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // From the raw URL: NextURL would format the path with a slash again.
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    if (url.pathname === "/api/user") return NextResponse.rewrite(url);
    // Every other address keeps Next's usual answer: a permanent redirect to the address without the slash.
    return NextResponse.redirect(url, 308);
  }
  // A visitor who chose Tamil with the language switch is sent to the Tamil twin of an English page (never by the
  // browser's language alone: a Tamil browser is only offered it). The English page itself stays pre-rendered.
  const twin = twinOf(pathname);
  if (twin?.locale === "ta" && request.cookies.get(LANGUAGE_COOKIE)?.value === "ta") {
    const url = new URL(request.url);
    url.pathname = twin.path;
    return NextResponse.redirect(url, 307);
  }
  if (!isNoncePath(pathname)) return NextResponse.next();
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

export const config = {
  // The per-request pages (NONCE_PATHS in lib/http/security-headers.mjs), the English pages with a Tamil twin
  // (TAMIL_PAGES in lib/i18n/locales.ts; tests/unit/languages.test.ts holds the two lists together), and any address
  // that ends in a slash (but Next's own files).
  matcher: [
    "/account",
    "/account/:path*",
    "/ta/account",
    "/ta/account/:path*",
    "/admin",
    "/admin/:path*",
    "/",
    "/home",
    "/about",
    "/services",
    "/contact",
    "/testimonials",
    "/login",
    "/signup",
    "/cut-list",
    "/orders/:path*",
    "/ta/cut-list",
    "/ta/orders/:path*",
    "/((?!_next/).*/)",
  ],
};
