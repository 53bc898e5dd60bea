import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { SIGNED_OUT_COOKIE } from "@/lib/auth/signed-out-mark";
import { getSession } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/accounts";
import { isDatabaseDown } from "@/lib/db/connect";

export type PageSession = { state: "signed-in"; user: SessionUser } | { state: "signed-out" } | { state: "unavailable" };

/**
 * The session of a server-rendered page, read from the HttpOnly cookie with the
 * same checks as the API (signature, expiry, revocation, current role from the
 * database). Pages call it themselves: proxy.ts is never the only guard.
 * React's cache() makes a page and its layout share one verification (and one
 * database read) per request.
 */
export const pageSession = cache(async (): Promise<PageSession> => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return { state: "signed-out" };
  // The sign-out mark goes along: a logout tapped with no signal ends the session here too.
  const mark = jar.get(SIGNED_OUT_COOKIE)?.value;
  const cookie = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, ...(mark ? [`${SIGNED_OUT_COOKIE}=${encodeURIComponent(mark)}`] : [])].join("; ");
  const request = new Request("http://internal.invalid/", { headers: { cookie } });
  try {
    const session = await getSession(request);
    return session ? { state: "signed-in", user: session.user } : { state: "signed-out" };
  } catch (err) {
    if (isDatabaseDown(err)) return { state: "unavailable" };
    throw err;
  }
});

export type AdminAccess = { ok: true; user: SessionUser } | { ok: false; reason: "signed-out" | "forbidden" | "unavailable" };

/** Admins only: every console page calls this before it renders anything. */
export async function adminAccess(): Promise<AdminAccess> {
  const s = await pageSession();
  if (s.state === "signed-out") return { ok: false, reason: "signed-out" };
  if (s.state === "unavailable") return { ok: false, reason: "unavailable" };
  if (s.user.role !== "admin") return { ok: false, reason: "forbidden" };
  return { ok: true, user: s.user };
}
