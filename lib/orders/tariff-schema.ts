/** PATCH /api/admin/tariff: prices in whole paise by tariff key (client-safe). */
import { z } from "@/lib/validation/z";
import { MAX_PRICE_PAISE, TARIFF_KEYS } from "./tariff-items";

export const pricePaiseField = z
  .number({ error: "Price must be a number of paise" })
  .int("Price must be a whole number of paise")
  .min(0, "Price cannot be negative")
  .max(MAX_PRICE_PAISE, "Price must be at most ₹10,00,000");

export const tariffPatchSchema = z.strictObject({
  prices: z
    .partialRecord(z.enum(TARIFF_KEYS, { error: "Unknown price" }), pricePaiseField)
    .refine((v) => Object.keys(v).length > 0, "Send at least one price"),
});
export type TariffPatchInput = z.infer<typeof tariffPatchSchema>;
