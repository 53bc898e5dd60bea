import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { SIGNED_OUT_COOKIE } from "@/lib/auth/signed-out-mark";
import { getSession } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/accounts";
import { isDatabaseDown } from "@/lib/db/connect";
import { DEVICE_COOKIE, deviceOfToken, type DeviceSession } from "@/lib/auth/devices";
import { can, DEVICE_PERMISSIONS, isStaff, type Permission } from "@/vocabulary/roles";

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

/** The paired station phone of a page's request (its HttpOnly cookie), or null. */
export const pageDevice = cache(async (): Promise<DeviceSession | null> => {
  const jar = await cookies();
  try {
    return await deviceOfToken(jar.get(DEVICE_COOKIE)?.value);
  } catch (err) {
    if (isDatabaseDown(err)) return null;
    throw err;
  }
});

export type AdminAccess =
  | { ok: true; user: SessionUser; device: null }
  | { ok: true; user: null; device: DeviceSession }
  | { ok: false; reason: "signed-out" | "forbidden" | "unavailable"; permission?: Permission };

/**
 * The console's guard (issue 51): every console page calls it before it renders anything, with the permission the
 * page needs (none: any staff, for the frame). A staff member whose role holds it, or, for what a station phone may
 * open (the scan page), a paired phone; "forbidden" for anyone else, with the permission it lacked.
 */
export async function adminAccess(permission?: Permission): Promise<AdminAccess> {
  const s = await pageSession();
  if (s.state === "unavailable") return { ok: false, reason: "unavailable" };
  if (s.state === "signed-in" && isStaff(s.user.role)) {
    if (permission && !can(s.user.role, permission)) return { ok: false, reason: "forbidden", permission };
    return { ok: true, user: s.user, device: null };
  }
  const device = s.state === "signed-out" ? await pageDevice() : null;
  if (device) {
    if (!permission || DEVICE_PERMISSIONS.includes(permission)) return { ok: true, user: null, device };
    return { ok: false, reason: "forbidden", permission };
  }
  return { ok: false, reason: s.state === "signed-out" ? "signed-out" : "forbidden", ...(permission ? { permission } : {}) };
}
