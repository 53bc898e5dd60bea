import type { z } from "zod";
import type { FieldErrors } from "@/lib/errors";
import { refusal, refusalFromZod, type Refusal } from "@/lib/i18n/refusal";

/** Sets an own property, even for a key such as `__proto__` (plain assignment would change the prototype). */
function setOnce(out: FieldErrors, field: string, reason: Refusal | string): void {
  if (Object.hasOwn(out, field)) return;
  Object.defineProperty(out, field, { value: reason, enumerable: true, writable: true, configurable: true });
}

/**
 * Turns a zod error into `{ field: reason }` (first reason per field): a keyed refusal where the schema gave one
 * (`refusalInZod`), else the schema's own words. Unknown keys are reported under their own name; problems with the
 * body as a whole under "body". The API's: the route wrapper puts each reason in the caller's language.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) setOnce(out, [...issue.path.map(String), key].join("."), refusal("fieldNotAllowed"));
      continue;
    }
    setOnce(out, issue.path.length ? issue.path.map(String).join(".") : "body", refusalFromZod(issue.message));
  }
  return out;
}
