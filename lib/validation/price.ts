/** A price in whole paise, as every form and API of the site takes it (the tariff, boards, offcuts). */
import { MAX_PRICE_PAISE } from "@/lib/format/money";
import { z } from "@/lib/validation/z";

export const pricePaiseField = z
  .number({ error: "Price must be a number of paise" })
  .int("Price must be a whole number of paise")
  .min(0, "Price cannot be negative")
  .max(MAX_PRICE_PAISE, "Price must be at most ₹10,00,000");
