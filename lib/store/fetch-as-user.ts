"use client";

import { useAuthStore } from "./auth";

/**
 * fetch() for requests made on behalf of the signed-in visitor (the session
 * travels in the HttpOnly cookie; the spec adds no Authorization header).
 * A 401 while the store says "signed in" means the session has expired or was
 * revoked: the store is cleared and the sign-in prompt is shown.
 */
export async function fetchAsUser(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { credentials: "same-origin", ...init });
  if (res.status === 401 && useAuthStore.getState().user) useAuthStore.getState().sessionExpired();
  return res;
}

/** When the stored access token expires (ms since the epoch), read from its payload; null when unreadable. */
export function tokenExpiresAt(token: string | null): number | null {
  if (!token) return null;
  try {
    const part = token.split(".")[1] ?? "";
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "="));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Renew this long before the token expires. */
const RENEW_AHEAD_MS = 60_000;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;
let visibilityHooked = false;

/**
 * Keeps the store's short-lived access token fresh while the page is open:
 * a timer a minute before it expires, and a check when the tab becomes visible
 * again (background timers are throttled on phones).
 */
export function scheduleRenewal(): void {
  clearTimeout(renewalTimer);
  if (!visibilityHooked) {
    visibilityHooked = true;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible") return;
      const exp = tokenExpiresAt(useAuthStore.getState().token);
      if (useAuthStore.getState().user && exp !== null && exp - Date.now() < RENEW_AHEAD_MS) void verifySession();
    });
  }
  const { user, token } = useAuthStore.getState();
  const exp = tokenExpiresAt(token);
  if (!user || exp === null) return;
  renewalTimer = setTimeout(() => void verifySession(), Math.max(5_000, exp - Date.now() - RENEW_AHEAD_MS));
}

/**
 * After the stored session is restored, and before its access token expires:
 * POST /api/user/refresh with the HttpOnly cookie. A 200 brings a fresh
 * short-lived token and the current profile; a 401 (expired, revoked, signed
 * out elsewhere) clears the store and shows the sign-in prompt; anything else
 * (offline, 503) changes nothing and tries again later.
 */
export async function verifySession(): Promise<void> {
  const { user, token } = useAuthStore.getState();
  if (!user || !token || !user._id) return;
  try {
    const res = await fetchAsUser("/api/user/refresh", { method: "POST", headers: { Accept: "application/json" }, cache: "no-store" });
    if (!res.ok) {
      if (res.status !== 401) scheduleRetry();
      return;
    }
    const body = (await res.json()) as { user?: typeof user; token?: string };
    const current = useAuthStore.getState();
    if (body.user && typeof body.user.name === "string" && typeof body.token === "string" && current.user?._id === body.user._id) {
      useAuthStore.setState({ user: { ...current.user, ...body.user }, token: body.token });
    }
    scheduleRenewal();
  } catch {
    /* offline: keep the stored session until the server can be asked */
    scheduleRetry();
  }
}

function scheduleRetry(): void {
  clearTimeout(renewalTimer);
  renewalTimer = setTimeout(() => void verifySession(), 30_000);
}
