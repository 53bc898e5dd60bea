/**
 * Money received against an order and the billing details of its invoice:
 * the schemas of `POST /api/admin/orders/{reference}/payments` and of
 * `billing` on an order (client-safe; the console's forms use the labels).
 */
import type { Locale } from "@/lib/i18n/locales";
import { z } from "@/lib/validation/z";
import { personText } from "@/lib/validation/person-text";
import { MAX_PRICE_PAISE } from "@/lib/format/money";
import { stateCodeField } from "./business-fields";
import { gstinProblem, gstinStateProblem, normaliseGstin } from "./gstin";

export const PAYMENT_MODES = ["upi", "cash", "bank", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABEL: Record<PaymentMode, string> = { upi: "UPI", cash: "Cash", bank: "Bank transfer", card: "Card" };
const PAYMENT_MODE_LABEL_TAMIL: Record<PaymentMode, string> = { upi: "UPI", cash: "ரொக்கம்", bank: "வங்கிப் பரிமாற்றம்", card: "கார்டு" };

/** How a payment was made, in `locale` (the customer's order page). */
export const paymentModeLabel = (mode: PaymentMode, locale: Locale = "en"): string =>
  (locale === "ta" ? PAYMENT_MODE_LABEL_TAMIL : PAYMENT_MODE_LABEL)[mode];

/** Entries per order: a refund or a correction is a new entry, so an order's payments only grow; this bounds them. */
export const MAX_PAYMENTS = 100;

const optionalText = (label: string, max: number) => z.optional(personText(label, max));

export const paymentSchema = z
  .strictObject({
    amountPaise: z
      .number({ error: "Amount must be a number of paise" })
      .int("Amount must be a whole number of paise")
      .refine((v) => v !== 0, "Amount cannot be 0")
      .refine((v) => Math.abs(v) <= MAX_PRICE_PAISE * 100, "Amount is too large"),
    mode: z.enum(PAYMENT_MODES, { error: `Mode must be one of: ${PAYMENT_MODES.join(", ")}` }),
    utr: z.optional(
      z
        .string({ error: "UTR must be text" })
        .trim()
        .regex(/^[A-Za-z0-9]{0,30}$/, "UTR / transaction number must be up to 30 letters and digits"),
    ),
    receivedOn: z
      .string({ error: "Received on is required (YYYY-MM-DD)" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Received on must be a date (YYYY-MM-DD)")
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        "Received on is not a real date",
      ),
    note: optionalText("Note", 300),
  })
  .superRefine((v, ctx) => {
    if (v.amountPaise < 0 && !v.note?.trim()) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say why money is refunded or corrected (a note is required for a negative amount)" });
    }
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

/** Who the invoice is made out to (the customer's account name and the delivery address when not given). */
export const billingSchema = z
  .strictObject({
    name: personText("Billing name", 120, { required: true, printed: true }),
    address: personText("Billing address", 300, { multiline: true, required: true, printed: true }),
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
export interface Billing {
  name: string;
  address: string;
  /** "" for an unregistered customer. */
  gstin: string;
  stateCode: string;
}

/** POST /api/admin/orders/{reference}/invoice. */
export const invoiceRequestSchema = z.strictObject({ placeOfSupply: stateCodeField.optional() });

/** POST /api/admin/orders/{reference}/credit-note. */
export const creditNoteRequestSchema = z.strictObject({ reason: personText("Reason", 500, { multiline: true, required: true }) });

const registerDay = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} is not a real date`,
    );

/** GET /api/admin/invoices/export: at most about two financial years at once. */
export const registerQuerySchema = z
  .strictObject({
    from: registerDay("From"),
    to: registerDay("To"),
    format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv"),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
    else if (Date.parse(v.to) - Date.parse(v.from) > 800 * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Choose at most two years at a time" });
  });
