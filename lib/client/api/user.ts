import "client-only";
import { useAuthStore } from "@/lib/client/store/auth";
import type { LoginPayload, LoginResponse, SignupPayload, SignupResponse, UserResponse } from "@/lib/validation/user";
import { ApiError, apiRequest, describeError } from "./request";

/**
 * Browser-side calls to the account API (/api/user/*), per the contract:
 * login 200 {user, token} | 400 {message, errors} | 401 | 429 (+ Retry-After) | 503;
 * signup 201 {message, user} | 400 | 409. The dialogs get errors back as
 * values, so they can show the server's words.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string>; retryAfter?: number };

async function asResult<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, status: 200, data: await call };
  } catch (err) {
    const { message, errors } = describeError(err);
    return { ok: false, status: err instanceof ApiError ? err.status : 0, message, errors, retryAfter: err instanceof ApiError ? err.retryAfter : undefined };
  }
}

export function loginRequest(payload: LoginPayload) {
  return asResult(apiRequest<LoginResponse>("/api/user/login", { method: "POST", json: payload, fallback: "Sign-in failed. Please try again." }));
}

/** A failed sign-up without a server message reads "Error: Signup failed" (the dialog adds the prefix). */
export function signupRequest(payload: SignupPayload) {
  return asResult(apiRequest<SignupResponse>("/api/user/signup", { method: "POST", json: payload, fallback: "" }));
}

/**
 * After the stored session is restored, ask the server whether it still
 * stands (GET /api/user/{id}, with the cookie). A 401 (expired, revoked,
 * signed out elsewhere) clears the store and shows the sign-in prompt (see
 * apiRequest); a 200 refreshes the stored profile; anything else (offline,
 * 503) changes nothing.
 */
export async function verifySession(): Promise<void> {
  const { user, token } = useAuthStore.getState();
  if (!user || !token || !user._id) return;
  try {
    const body = await apiRequest<Partial<UserResponse>>(`/api/user/${encodeURIComponent(user._id)}`, { cache: "no-store" });
    const current = useAuthStore.getState();
    if (body.user && typeof body.user.name === "string" && current.user?._id === body.user._id) {
      useAuthStore.setState({ user: { ...current.user, ...body.user } });
    }
  } catch {
    /* offline or refused: apiRequest already handled a 401 */
  }
}

/* Logout is a fire-and-forget fetch inside the auth store (lib/client/store/auth.ts), kept there so that this module stays out of the first load. */
