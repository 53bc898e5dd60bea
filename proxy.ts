import { NextResponse, type NextRequest } from "next/server";

/**
 * Next.js 16's proxy (formerly middleware). It never talks to the database and
 * is never the only guard: every route handler and page re-checks the session.
 */
export function proxy(request: NextRequest) {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ["/account/:path*", "/admin/:path*"],
};
