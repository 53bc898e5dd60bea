import "client-only";
import { useAuthStore } from "@/lib/client/store/auth";
import { uiText } from "@/lib/i18n/islands/ui";
import { localeOf } from "@/lib/i18n/locales";
import { LANGUAGE_HEADER } from "@/lib/i18n/server-language";

/**
 * The one way the browser calls this site's API (console, account page,
 * sign-in and sign-up): JSON in and out, the session in the HttpOnly cookie
 * (the spec adds no Authorization header), no timeout (the spec's HTTP client
 * has none; a slow mobile connection may finish), the server's words kept for
 * the form. A 401 while the store says "signed in" means the session expired
 * or was revoked: the store is cleared and the sign-in prompt shown.
 */

/** A refused or failed call: the status (0 = the request never reached the server), the message, field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly retryAfter?: number,
    /** What a 409 points at (the order a list was already placed as): the answer's `Location`. */
    readonly location?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * A failure worth trying again later rather than a refusal: the request never reached the server, the server is
 * busy or down, a rate limit, or a session to renew. The phone's outboxes (orders, scans) keep what failed so.
 */
export const isTransient = (e: ApiError) => e.status === 0 || e.status >= 500 || e.status === 429 || e.status === 401;

/** The language of the page making the call (a Tamil page's calls are answered in Tamil). */
const pageLocale = () => localeOf(typeof location === "undefined" ? "/" : location.pathname);

/** Shown when the request never reached the server (offline, DNS, reset), in the page's language. */
export const networkError = () => uiText(pageLocale()).network;

export type RequestOptions = Omit<RequestInit, "body"> & {
  /** A JSON body (sets Content-Type). */
  json?: unknown;
  body?: BodyInit;
  /** The message when a failed response carries none. */
  fallback?: string;
};

function fieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === "string") out[k] = v;
    else if (Array.isArray(v) && typeof v[0] === "string") out[k] = v[0];
  }
  return out;
}

/** Calls the API and returns the parsed JSON body; throws ApiError for anything but 2xx. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(url, options)).body;
}

/** The same, with the answer's headers (a list's X-Total-Count). */
export async function apiResponse<T>(url: string, { json, fallback, ...init }: RequestOptions = {}): Promise<{ body: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  // This site's own API answers a Tamil page's calls in Tamil (lib/i18n/server-messages.ts).
  const locale = pageLocale();
  if (url.startsWith("/") && locale !== "en" && !headers.has(LANGUAGE_HEADER)) headers.set(LANGUAGE_HEADER, locale);
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", ...init, headers, body: json !== undefined ? JSON.stringify(json) : init.body });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, networkError());
  }
  if (res.status === 401 && useAuthStore.getState().user) useAuthStore.getState().sessionExpired();
  let body: unknown = null;
  try {
    body = res.status === 204 ? null : await res.json();
  } catch {
    body = null;
  }
  if (res.ok) return { body: body as T, headers: res.headers };
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const retry = Number(res.headers.get("Retry-After"));
  const message = typeof b.message === "string" && b.message.trim() ? b.message : (fallback ?? `Request failed (${res.status}).`);
  throw new ApiError(
    res.status,
    message,
    fieldErrors(b.errors),
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
    res.headers.get("Location") ?? undefined,
  );
}

/** The error's message and field errors, for a form (any thrown value). */
export function describeError(err: unknown): { message: string; errors: Record<string, string> } {
  if (err instanceof ApiError) return { message: err.message, errors: err.errors };
  return { message: networkError(), errors: {} };
}

/** A form's draft as sent: a number may still be the text typed, for the server to name what is wrong with it. */
export type AsTyped<T> = T extends number
  ? number | string
  : T extends (infer U)[]
    ? AsTyped<U>[]
    : T extends object
      ? { [K in keyof T]: AsTyped<T[K]> }
      : T;
