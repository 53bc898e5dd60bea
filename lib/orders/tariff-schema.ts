/** PATCH /api/admin/tariff: prices in whole paise by tariff key (client-safe). */
import { z } from "@/lib/validation/z";
import { pricePaiseField } from "@/lib/validation/price";
import { TARIFF_KEYS } from "./tariff-items";

export const tariffPatchSchema = z.strictObject({
  prices: z
    .partialRecord(z.enum(TARIFF_KEYS, { error: "Unknown price" }), pricePaiseField)
    .refine((v) => Object.keys(v).length > 0, "Send at least one price"),
});
export type TariffPatchInput = z.infer<typeof tariffPatchSchema>;
