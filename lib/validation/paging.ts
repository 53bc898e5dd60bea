/** Page and page size of every list the API serves (query strings, so coerced from text). */
import { z } from "@/lib/validation/z";

export const pageField = z.coerce
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(10_000, "Page must be at most 10000");

export const limitField = z.coerce
  .number({ error: "Limit must be a number" })
  .int("Limit must be a whole number")
  .min(1, "Limit must be at least 1")
  .max(100, "Limit must be at most 100");

export const pagingSchema = z.strictObject({ page: pageField.optional(), limit: limitField.optional() });
