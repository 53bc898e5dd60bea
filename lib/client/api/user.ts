/**
 * Browser-side calls to the account API (/api/user/*), per the contract:
 * login 200 {user, token} | 400 {message, errors} | 401 | 429 (+ Retry-After) | 503;
 * signup 201 {message, user} | 400 | 409; logout 200.
 * Errors come back as values, not exceptions, so forms can show the server's words.
 */
import "client-only";

import type { LoginPayload, LoginResponse, SignupPayload, SignupResponse } from "@/lib/validation/user";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string>; retryAfter?: number };

/** Shown when the request never reached the server (offline, DNS, reset). */
const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function fieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === "string") out[k] = v;
    else if (Array.isArray(v) && typeof v[0] === "string") out[k] = v[0];
  }
  return out;
}

/**
 * POSTs JSON to the API. `fallback` is used as the message when a failed
 * response carries none (the signup form then reads "Error: Signup failed").
 */
export async function postJson<T>(url: string, body: unknown, fallback = ""): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR, errors: {} };
  }
  const json = await readJson(res);
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  const retry = Number(res.headers.get("Retry-After"));
  return {
    ok: false,
    status: res.status,
    message: typeof json.message === "string" && json.message.trim() ? json.message : fallback,
    errors: fieldErrors(json.errors),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

export function loginRequest(payload: LoginPayload) {
  return postJson<LoginResponse>("/api/user/login", payload, "Sign-in failed. Please try again.");
}

export function signupRequest(payload: SignupPayload) {
  return postJson<SignupResponse>("/api/user/signup", payload);
}

/* Logout is a fire-and-forget fetch inside the auth store (lib/client/store/auth.ts), kept there so that this module stays out of the first load. */
