import { NextResponse, type NextRequest } from "next/server";

/**
 * Next.js 16's proxy (the file formerly called middleware.ts). It marks the
 * private pages (/account, /admin) as uncacheable and unindexable. It does not
 * redirect: those pages check the session on the server themselves and show a
 * signed-out visitor the sign-in prompt ("Please sign in to access all
 * details"), as the spec asks. It never talks to the database (no mongoose on
 * this runtime) and is never a guard: every route handler and page re-checks
 * the session, its user and its revocation, so a forged
 * `x-middleware-subrequest` header that skips this file changes nothing.
 */
export function proxy(request: NextRequest) {
  void request;
  const response = NextResponse.next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

export const config = {
  matcher: ["/account/:path*", "/admin/:path*"],
};
