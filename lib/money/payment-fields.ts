/**
 * Money received against an order, its invoice and credit note, and the
 * register's query: the schemas of the money endpoints (client-safe). The
 * order's own money words (billing, payment modes) are lib/orders/billing.ts.
 */
import { z } from "@/lib/validation/z";
import { personText } from "@/lib/validation/person-text";
import { MAX_PRICE_PAISE } from "@/lib/format/money";
import { stateCodeField } from "@/lib/business/fields";
import { PAYMENT_MODES } from "@/vocabulary/money";
import { submissionKeyField } from "@/lib/validation/idempotency";
import { CHALLAN_KINDS } from "@/vocabulary/money";
import { vehicleNumber } from "./eway-bill";
import { PINCODE } from "@/lib/text/contact-rules";
import type { Field } from "@/lib/i18n/field";
import { refusalInZod } from "@/lib/i18n/refusal";

/** Entries per order: a refund or a correction is a new entry, so an order's payments only grow; this bounds them. */
export const MAX_PAYMENTS = 100;

const optionalText = (label: Field, max: number) => z.optional(personText(label, max));

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
    note: optionalText("note", 300),
    idempotencyKey: submissionKeyField,
  })
  .superRefine((v, ctx) => {
    if (v.amountPaise < 0 && !v.note?.trim()) {
      ctx.addIssue({ code: "custom", path: ["note"], message: refusalInZod("refundNeedsNote") });
    }
    // Money received by UPI or bank transfer is matched to the bank statement by its UTR (walk C23).
    if (v.amountPaise > 0 && (v.mode === "upi" || v.mode === "bank") && !v.utr?.trim()) {
      ctx.addIssue({ code: "custom", path: ["utr"], message: refusalInZod("utrNeeded") });
    }
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

/** POST /api/admin/orders/{reference}/invoice. */
export const invoiceRequestSchema = z.strictObject({ placeOfSupply: stateCodeField.optional() });

/**
 * POST /api/admin/orders/{reference}/challans: why the goods move, and for the customer's own boards going back their
 * value as the customer's challan declares it (the workshop does not know it otherwise).
 */
export const challanRequestSchema = z
  .strictObject({
    kind: z.enum(CHALLAN_KINDS, { error: `Kind must be one of: ${CHALLAN_KINDS.join(", ")}` }),
    goodsValuePaise: z
      .number({ error: "Value of the goods must be a number of paise" })
      .int("Value of the goods must be a whole number of paise")
      .min(100, "Value of the goods must be at least ₹1")
      .max(MAX_PRICE_PAISE * 100, "Value of the goods is too large")
      .optional(),
    placeOfSupply: stateCodeField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "job-work-return" && v.goodsValuePaise === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["goodsValuePaise"],
        message: "Give the value of the customer's boards, as their own challan declares it",
      });
    }
    if (v.kind === "delivery" && v.goodsValuePaise !== undefined) {
      ctx.addIssue({ code: "custom", path: ["goodsValuePaise"], message: "A delivery's value is the order's confirmed price: leave this out" });
    }
  });
export type ChallanRequest = z.infer<typeof challanRequestSchema>;

/** POST /api/admin/orders/{reference}/credit-note. */
export const creditNoteRequestSchema = z.strictObject({ reason: personText("reason", 500, { multiline: true, required: true }) });

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
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: refusalInZod("rangeToBeforeFrom") });
    else if (Date.parse(v.to) - Date.parse(v.from) > 800 * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["to"], message: refusalInZod("rangeTooLong") });
  });

/**
 * GET /api/admin/orders/{reference}/eway-bill?vehicle=&distance=&pincode=: the trip the e-way bill's part B names. The
 * PIN code is the order's delivery PIN code unless given (a pickup, or an order placed before it was asked).
 */
export const ewayBillQuerySchema = z.strictObject({
  vehicle: z.string({ error: "Vehicle number is required, e.g. TN38AB1234" }).transform((v, ctx) => {
    const n = vehicleNumber(v);
    if (!n) ctx.addIssue({ code: "custom", message: "Vehicle number must look like TN38AB1234" });
    return n ?? "";
  }),
  distance: z
    .string({ error: "Distance is required, in km" })
    .regex(/^\d{1,4}$/, "Distance must be whole kilometres, e.g. 12")
    .transform(Number)
    .refine((km) => km >= 1 && km <= 4000, "Distance must be 1 to 4,000 km"),
  pincode: z.string().trim().regex(PINCODE, refusalInZod("pincodeFormat")).optional(),
});
export type EwayBillQuery = z.infer<typeof ewayBillQuerySchema>;

/** GET /api/admin/books/gstr1 and /api/admin/books/month: a month, YYYY-MM (issue 69). */
export const monthQuerySchema = z.strictObject({
  month: z
    .string({ error: refusalInZod("monthLike") })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, refusalInZod("monthLike"))
    .refine((m) => m >= "2017-07", refusalInZod("monthFromGst")),
});

/** POST /api/admin/books/filed: the month whose return the accountant filed. */
export const filedRequestSchema = monthQuerySchema;

/** GET /api/admin/books/tally: a date range of at most a year and a day (a financial year's vouchers at once). */
export const tallyQuerySchema = z.strictObject({ from: registerDay("From"), to: registerDay("To") }).superRefine((v, ctx) => {
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: refusalInZod("rangeToBeforeFrom") });
  else if (Date.parse(v.to) - Date.parse(v.from) > 366 * 86_400_000)
    ctx.addIssue({ code: "custom", path: ["to"], message: refusalInZod("rangeTooLongYear") });
});
