"use client";

import { fetchAsUser } from "@/lib/client/store/fetch-as-user";

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

/** A console call with the session cookie; failures come back as values with the server's words. */
export async function call<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Result<T>> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  let res: Response;
  try {
    res = await fetchAsUser(url, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  } catch {
    return { ok: false, status: 0, message: "Could not reach the server. Check your connection and try again.", errors: {} };
  }
  let body: unknown = null;
  try {
    body = res.status === 204 ? null : await res.json();
  } catch {
    body = null;
  }
  if (res.ok) return { ok: true, data: body as T };
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const errors: Record<string, string> = {};
  if (b.errors && typeof b.errors === "object") {
    for (const [k, v] of Object.entries(b.errors)) if (typeof v === "string") errors[k] = v;
  }
  const message = typeof b.message === "string" && b.message ? b.message : `Request failed (${res.status}).`;
  return { ok: false, status: res.status, message, errors };
}

/** "4 Mar 2025, 14:45" in the owner's time zone. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}
