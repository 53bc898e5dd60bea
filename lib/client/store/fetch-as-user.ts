"use client";

import "client-only";
import type { UserResponse } from "@/lib/validation/user";
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

/**
 * After the stored session is restored, ask the server whether it still
 * stands (GET /api/user/{id}, with the cookie). A 401 (expired, revoked,
 * signed out elsewhere) clears the store and shows the sign-in prompt; a 200
 * refreshes the stored profile; anything else (offline, 503) changes nothing.
 */
export async function verifySession(): Promise<void> {
  const { user, token } = useAuthStore.getState();
  if (!user || !token || !user._id) return;
  try {
    const res = await fetchAsUser(`/api/user/${encodeURIComponent(user._id)}`, { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!res.ok) return;
    const body = (await res.json()) as Partial<UserResponse>;
    const current = useAuthStore.getState();
    if (body.user && typeof body.user.name === "string" && current.user?._id === body.user._id) {
      useAuthStore.setState({ user: { ...current.user, ...body.user } });
    }
  } catch {
    /* offline: keep the stored session until the server can be asked */
  }
}
