import "client-only";
import { useAuthStore } from "@/lib/client/store/auth";
import type { LoginPayload, LoginResponse, SignupPayload, UserResponse } from "@/lib/validation/user";
import type { Saved } from "@/lib/answers";
import { tokenPayload } from "@/lib/client/token-payload";
import { ApiError, apiRequest, describeError } from "./request";

/**
 * Browser-side calls to the account API (/api/user/*), per the contract:
 * login 200 {user, token} | 400 {message, errors} | 401 | 429 (+ Retry-After) | 503;
 * signup 201 {message, user} | 400 | 409. The dialogs get errors back as
 * values, so they can show the server's words.
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message: string; errors: Record<string, string>; retryAfter?: number };

async function asResult<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, status: 200, data: await call };
  } catch (err) {
    const { message, errors } = describeError(err);
    return {
      ok: false,
      status: err instanceof ApiError ? err.status : 0,
      message,
      errors,
      retryAfter: err instanceof ApiError ? err.retryAfter : undefined,
    };
  }
}

export function loginRequest(payload: LoginPayload) {
  return asResult(apiRequest<LoginResponse>("/api/user/login", { method: "POST", json: payload, fallback: "Sign-in failed. Please try again." }));
}

/** A failed sign-up without a server message reads "Error: Signup failed" (the dialog adds the prefix). */
export function signupRequest(payload: SignupPayload) {
  return asResult(apiRequest<Saved<UserResponse>>("/api/user/signup", { method: "POST", json: payload, fallback: "" }));
}

/** When the stored access token expires (ms since the epoch), read from its payload; null when unreadable. */
export function tokenExpiresAt(token: string | null): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : null;
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

function scheduleRetry(): void {
  clearTimeout(renewalTimer);
  renewalTimer = setTimeout(() => void verifySession(), 30_000);
}

/**
 * After the stored session is restored, and before its access token expires:
 * POST /api/user/refresh with the HttpOnly cookie. A 200 brings a fresh
 * short-lived token and the current profile; a 401 (expired, revoked, signed
 * out elsewhere) clears the store and shows the sign-in prompt (see
 * apiRequest); anything else (offline, 503) changes nothing and tries again later.
 */
export async function verifySession(): Promise<void> {
  const { user, token } = useAuthStore.getState();
  if (!user || !token || !user._id) return;
  try {
    const body = await apiRequest<LoginResponse>("/api/user/refresh", { method: "POST", cache: "no-store" });
    const current = useAuthStore.getState();
    if (body.user && typeof body.user.name === "string" && typeof body.token === "string" && current.user?._id === body.user._id) {
      useAuthStore.setState({ user: { ...current.user, ...body.user }, token: body.token });
    }
    scheduleRenewal();
  } catch (err) {
    // A 401 was handled by apiRequest (signed out); offline or 503: ask again later.
    if (!(err instanceof ApiError && err.status === 401)) scheduleRetry();
  }
}

/* Logout lives in lib/client/auth/sign-out.ts, kept apart so that this module stays out of the first load. */
