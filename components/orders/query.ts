"use client";

import { call, type Result } from "@/components/admin/api";

/** The server's refusal as an Error for TanStack Query, keeping the status and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function unwrap<T>(res: Result<T>): T {
  if (res.ok) return res.data;
  throw new ApiError(res.message, res.status, res.errors);
}

/** A JSON call that throws ApiError on failure (for useQuery / useMutation). */
export async function fetchJson<T>(url: string, init: Parameters<typeof call>[1] = {}): Promise<T> {
  return unwrap(await call<T>(url, init));
}
