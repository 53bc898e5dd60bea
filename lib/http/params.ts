import type { z } from "zod";
import { BadRequestError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { fieldErrors } from "@/lib/validation/errors";
import { objectIdPattern } from "@/lib/validation/user";

/** The ObjectId of a path segment, lower-cased, or 400 naming it (never a 500 from a CastError). */
/** `what` names it in the refusal: "Invalid user id". */
export function requireObjectId(id: string, what: "id" | "user" = "id"): string {
  if (!objectIdPattern.test(id)) throw new BadRequestError(refusal("invalidId", { what }), { id: refusal("idHex") });
  return id.toLowerCase();
}

/** Reads URLSearchParams into a plain object (last value wins) for a strict zod schema. */
export function queryObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

/** The request's query string parsed by a strict zod schema, or 400 naming each field. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(queryObject(request.url));
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return parsed.data;
}
