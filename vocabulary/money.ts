/**
 * The money's words and stored shapes (client-safe; models/Order.ts and models/Invoice.ts store them; imports nothing
 * of lib/).
 */
import type { Refusal } from "./said";

/** How a payment was made. */
export const PAYMENT_MODES = ["upi", "cash", "bank", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Who an order's invoice is made out to (its schema: `billingSchema`, lib/orders/billing.ts). */
export interface Billing {
  name: string;
  address: string;
  /** "" for an unregistered customer. */
  gstin: string;
  stateCode: string;
}

/** The two tax groups of the business's settings: job-work services (SAC) and boards sold (HSN). */
export const TAX_GROUPS = ["services", "boards"] as const;
export type TaxGroup = (typeof TAX_GROUPS)[number];

/** An invoice's or credit note's tax lines and totals as issued (worked out by lib/money/tax-lines.ts). */
/** The amounts of a tax line, and of a paper's totals (paise). */
export interface TaxAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxLine extends TaxAmounts {
  /** As issued: English, the legal record. */
  description: string;
  /** The same words keyed, for a paper in another language; absent on invoices issued before it was kept. */
  said?: Refusal;
  taxGroup: TaxGroup;
  /** SAC (services) or HSN (goods). */
  code: string;
  quantity: number;
  unit: string;
  ratePercent: number;
}

export interface TaxTotals extends TaxAmounts {
  lines: TaxLine[];
}

/**
 * Why a delivery challan's goods move.
 * `delivery`: the workshop's goods delivered before their invoice (a supply, taxed); `job-work-return`: the customer's
 * own boards going back after job work (GST Rules 45 and 55: not a supply).
 */
export const CHALLAN_KINDS = ["delivery", "job-work-return"] as const;
export type ChallanKind = (typeof CHALLAN_KINDS)[number];
