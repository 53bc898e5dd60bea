import type { z } from "zod";

/** Sets an own property, even for a key such as `__proto__` (plain assignment would change the prototype). */
function setOnce(out: Record<string, string>, field: string, reason: string): void {
  if (Object.hasOwn(out, field)) return;
  Object.defineProperty(out, field, { value: reason, enumerable: true, writable: true, configurable: true });
}

/**
 * Turns a zod error into `{ field: reason }` (first reason per field). Unknown
 * keys are reported under their own name; problems with the body as a whole
 * under "body". Shared by the API and the forms.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) setOnce(out, [...issue.path.map(String), key].join("."), "is not an allowed field");
      continue;
    }
    setOnce(out, issue.path.length ? issue.path.map(String).join(".") : "body", issue.message);
  }
  return out;
}
