/**
 * The workshop's business details for quotations, UPI and invoices: the one
 * schema the console's form and `PUT /api/admin/business` check (server-side,
 * zod classic), and the example figures the site starts with. Examples stay
 * marked as examples until the owner saves the form once.
 */
import { z } from "@/lib/validation/z";
import { TAX_GROUPS, type TaxGroup } from "@/vocabulary/money";
import type { Business } from "@/vocabulary/business";
import { TALLY_LEDGERS } from "@/lib/business/tally-ledgers";
import { personText } from "@/lib/validation/person-text";
import { gstinProblem, gstinStateProblem, normaliseGstin } from "./gstin";
import { isStateCode } from "./states";
import type { Field } from "@/lib/i18n/field";

const text = (label: Field, max: number, multiline = false) => personText(label, max, { multiline, required: true });

export const stateCodeField = z
  .string({ error: "State code is required (two digits, e.g. 33 for Tamil Nadu)" })
  .trim()
  .refine(isStateCode, "State code must be a GST state code, e.g. 33 for Tamil Nadu");

/** A full GSTIN check (lib/business/gstin.ts); stored upper case without spaces. */
export const gstinField = z
  .string({ error: "GSTIN must be text" })
  .trim()
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
  })
  .transform(normaliseGstin);

/** A UPI id (VPA): name@bank, as NPCI allows (letters, digits, . - _ before the @). */
export const upiIdField = z
  .string({ error: "UPI id is required" })
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, "UPI id must look like name@bank (e.g. kovaipanels@okaxis)");

const codeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4,8}$/, `${label} must be 4 to 8 digits`);
const rateField = z
  .number({ error: "GST rate must be a number" })
  .refine((v) => [0, 0.25, 3, 5, 12, 18, 28, 40].includes(v), "GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28 or 40 (%)");

/** How long a customer's piece is kept at the workshop before it passes to the workshop, unless the owner says otherwise. */
export const SHELF_DAYS = 90;

/** Rule 138: ₹50,000 in general; within Tamil Nadu ₹1,00,000 (the state's notification). */
export const EWAY_BILL_THRESHOLDS = { intraStatePaise: 1_00_000_00, interStatePaise: 50_000_00 };
const thresholdField = (label: string) =>
  z
    .number({ error: `${label}: the threshold must be a number of paise` })
    .int(`${label}: the threshold must be whole paise`)
    .min(1_000_00, `${label}: the threshold must be at least ₹1,000`)
    .max(1_00_00_000_00, `${label}: the threshold must be at most ₹1,00,00,000`);

/** A Tally ledger's name: what the accountant's Tally calls it (letters, digits and the usual punctuation, at most 60). */
const ledgerField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .regex(/^[\p{L}\p{N} &().,'@%/-]+$/u, `${label} may hold letters, digits, spaces and & ( ) . , ' @ % / - only`);

export { TAX_GROUPS, type TaxGroup };
export const TAX_GROUP_LABEL: Record<TaxGroup, string> = {
  services: "Job-work services (cutting, banding, boring, pasting)",
  boards: "Boards sold",
};

export const businessSchema = z
  .strictObject({
    legalName: text("legalName", 120),
    stateCode: stateCodeField,
    gstin: gstinField,
    upiId: upiIdField,
    payeeName: text("payeeName", 60),
    advancePercent: z
      .number({ error: "Advance must be a number" })
      .int("Advance must be a whole percent")
      .min(0, "Advance must be 0 to 100 %")
      .max(100, "Advance must be 0 to 100 %"),
    quoteValidityDays: z
      .number({ error: "Validity must be a number of days" })
      .int("Validity must be whole days")
      .min(1, "Validity must be 1 to 90 days")
      .max(90, "Validity must be 1 to 90 days"),
    quoteTerms: text("terms", 2000, true),
    /** The terms as the Tamil quotation prints them; empty prints the English ones there too. */
    quoteTermsTamil: z._default(personText("termsTamil", 2000, { multiline: true, printed: true }), ""),
    tax: z.strictObject({
      services: z.strictObject({ code: codeField("SAC"), ratePercent: rateField }),
      boards: z.strictObject({ code: codeField("HSN"), ratePercent: rateField }),
    }),
    /**
     * When goods on the road need an e-way bill (GST Rule 138, issue 54): a consignment worth more than these. Today's
     * values are the defaults (docs/MONEY.md, "Goods on the road"); a new notification changes them here.
     */
    ewayBill: z
      .strictObject({
        intraStatePaise: thresholdField("Within the state"),
        interStatePaise: thresholdField("Across states"),
      })
      .default(EWAY_BILL_THRESHOLDS),
    /**
     * How long a customer's piece is kept on their shelf at the workshop (issue 54): a week before, the console has
     * the customer's WhatsApp text ready; after it, the piece passes to the workshop's own store.
     */
    shelfDays: z
      .number({ error: "Keeping days must be a number" })
      .int("Keeping days must be whole days")
      .min(14, "Keeping days must be 14 to 365 days")
      .max(365, "Keeping days must be 14 to 365 days")
      .default(SHELF_DAYS),
    /** The ledgers of the accountant's Tally the vouchers post to (issue 69); Tally's usual names until set. */
    tally: z
      .strictObject({
        sales: ledgerField("Sales ledger"),
        cgst: ledgerField("CGST ledger"),
        sgst: ledgerField("SGST ledger"),
        igst: ledgerField("IGST ledger"),
        bank: ledgerField("Bank ledger"),
        cash: ledgerField("Cash ledger"),
        debtors: ledgerField("Customers' group"),
      })
      .default(TALLY_LEDGERS),
  })
  .superRefine((v, ctx) => {
    const problem = gstinStateProblem(v.gstin, v.stateCode);
    if (problem) ctx.addIssue({ code: "custom", path: ["gstin"], message: problem });
  });
export type BusinessInput = z.input<typeof businessSchema>;

/**
 * The workshop's address, phone and e-mail (issue 39): one source, the site's facts (saved from the console beside
 * these details, issue 56), the same on every page, WhatsApp link, quotation and invoice.
 */
export interface BusinessContact {
  address: string;
  phone: string;
  email: string;
}

/** The details, the site's contact facts, and whether the details are still the examples. */
export type BusinessView = Business & BusinessContact & { example: boolean; updatedAt: string | null; updatedBy: string };

/** GET /api/admin/business (with a message: the answer to saving it). */
export interface BusinessAnswer {
  business: BusinessView;
}
