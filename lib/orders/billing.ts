/**
 * The order's money words, client-safe: who its invoice is made out to (`billing` on an order) and how a payment
 * was made. Here, with the order, so that the order's schema and DTO need nothing of lib/money (issue 36); the money
 * endpoints' own schemas are lib/money/payment-fields.ts.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { PaymentMode } from "@/vocabulary/money";
import { words } from "@/lib/i18n/islands/words";
import { z } from "@/lib/validation/z";
import { personText } from "@/lib/validation/person-text";
import { stateCodeField } from "@/lib/business/fields";
import { gstinProblem, gstinStateProblem, normaliseGstin } from "@/lib/business/gstin";

export const PAYMENT_MODE_LABEL: Record<PaymentMode, string> = words("en").paymentMode;

/** How a payment was made, in `locale` (the customer's order page; the words: messages/islands/<locale>/words.json). */
export const paymentModeLabel = (mode: PaymentMode, locale: Locale = "en"): string => words(locale).paymentMode[mode];

/** Who the invoice is made out to (the customer's account name and the delivery address when not given). */
export const billingSchema = z
  .strictObject({
    name: personText("billingName", 120, { required: true, printed: true }),
    address: personText("billingAddress", 300, { multiline: true, required: true, printed: true }),
    gstin: z.optional(
      z
        .string({ error: "GSTIN must be text" })
        .trim()
        .superRefine((v, ctx) => {
          const problem = v ? gstinProblem(v) : null;
          if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
        })
        .transform(normaliseGstin),
    ),
    stateCode: stateCodeField,
  })
  .superRefine((v, ctx) => {
    const problem = v.gstin && !gstinProblem(v.gstin) ? gstinStateProblem(v.gstin, v.stateCode) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["gstin"], message: problem });
  });
export type BillingInput = z.infer<typeof billingSchema>;
