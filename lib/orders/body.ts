import "server-only";
import type { z } from "zod";
import { ValidationError } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { fieldErrors } from "@/lib/validation/errors";

/** A whole cut list (up to 2,000 parts with names and notes) is larger than the 16 KB of ordinary bodies. */
export const ORDER_BODY_MAX = 1024 * 1024;

export async function parseOrderJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(request, ORDER_BODY_MAX);
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
