import { z } from "@/lib/validation/z";
import { addDays } from "./load";

/** GET /api/admin/capacity's query: `from` today or up to a year ahead, `days` 1 to 62. */
export const capacityQuerySchema = (today: string) =>
  z.strictObject({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "From must be a date (YYYY-MM-DD)")
      .refine((d) => d >= today, "From must be today or later: the load runs from today")
      .refine((d) => d <= addDays(today, 365), "From must be within a year")
      .optional(),
    days: z.coerce
      .number({ error: "Days must be a number" })
      .int("Days must be a whole number")
      .min(1, "At least 1 day")
      .max(62, "At most 62 days")
      .optional(),
  });
