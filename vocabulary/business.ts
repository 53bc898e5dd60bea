/**
 * The workshop's business details as stored (models/Business.ts) and edited on the Business page: its name, GSTIN and
 * state, UPI, quotation terms, tax codes and rates, e-way bill thresholds, shelf days and Tally ledgers. The schema
 * that checks them is lib/business/fields.ts (its output is this shape exactly: tests/unit/vocabulary.test.ts).
 * Imports nothing of lib/.
 */
import type { TaxGroup } from "./money";

/** The accountant's Tally ledgers the vouchers post to (issue 69), client-safe: the Business page's settings. */
export interface TallyLedgers {
  sales: string;
  cgst: string;
  sgst: string;
  igst: string;
  bank: string;
  cash: string;
  /** The group a new customer's ledger is made under. */
  debtors: string;
}

/** A tax group's code (SAC or HSN) and GST rate. */
export interface TaxCode {
  code: string;
  ratePercent: number;
}

export interface Business {
  legalName: string;
  /** Two digits, the GST state code ("33": Tamil Nadu). */
  stateCode: string;
  gstin: string;
  upiId: string;
  payeeName: string;
  advancePercent: number;
  quoteValidityDays: number;
  quoteTerms: string;
  /** The terms as the Tamil quotation prints them; empty prints the English ones there too. */
  quoteTermsTamil: string;
  tax: Record<TaxGroup, TaxCode>;
  /** When goods on the road need an e-way bill (GST Rule 138): a consignment worth more than these, paise. */
  ewayBill: { intraStatePaise: number; interStatePaise: number };
  /** How long a customer's piece is kept on their shelf at the workshop. */
  shelfDays: number;
  /** The ledgers of the accountant's Tally the vouchers post to. */
  tally: TallyLedgers;
}
