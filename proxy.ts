import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "./lib/auth/cookie";
import { verifySessionToken } from "./lib/auth/session";

/**
 * Next.js 16's proxy (formerly middleware). An optimistic check only: pages
 * under /account and /admin send visitors without a valid-looking session
 * cookie to /login. It never talks to the database (it must not import
 * mongoose) and is never the only guard: every route handler and page
 * re-checks the session, its user and its revocation itself.
 */
export async function proxy(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  let signedIn = false;
  if (token) {
    try {
      signedIn = (await verifySessionToken(token)) !== null;
    } catch {
      signedIn = false; // misconfigured secret: the page's own guard reports it
    }
  }
  if (signedIn) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/account/:path*", "/admin/:path*"],
};
