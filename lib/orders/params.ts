import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { ORDER_REFERENCE_PATTERN } from "./reference";

/** The reference of a path segment, upper-cased; a malformed one is simply not found (404). */
export function requireReference(raw: string): string {
  const ref = decodeURIComponent(raw).trim().toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(ref)) throw new NotFoundError(refusal("orderNotFound"));
  return ref;
}

/** The guest link's key from `?key=` or the X-Order-Key header. */
export function orderKey(request: Request): string | null {
  const header = request.headers.get("x-order-key");
  if (header) return header.trim().slice(0, 100);
  const q = new URL(request.url).searchParams.get("key");
  return q ? q.trim().slice(0, 100) : null;
}
