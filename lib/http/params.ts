import { BadRequestError } from "@/lib/errors";
import { objectIdPattern } from "@/lib/validation/user";

/** The ObjectId of a path segment, lower-cased, or 400 naming it (never a 500 from a CastError). */
export function requireObjectId(id: string, label = "id"): string {
  if (!objectIdPattern.test(id)) throw new BadRequestError(`Invalid ${label}`, { id: "must be a 24-character hexadecimal id" });
  return id.toLowerCase();
}

/** Reads URLSearchParams into a plain object (last value wins) for a strict zod schema. */
export function queryObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}
