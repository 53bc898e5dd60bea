import "server-only";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { SEED_FACTS } from "@/lib/site/seed";
import { EWAY_BILL_THRESHOLDS, SHELF_DAYS } from "./fields";
import { type Business } from "@/vocabulary/business";
import { TALLY_LEDGERS } from "@/lib/business/tally-ledgers";

/**
 * What the site uses before the owner saves the business form: plausible, and marked as examples everywhere they
 * show. The example terms are the catalogues' (one text per language, messages/<locale>.json `Papers.exampleTerms`).
 */
export const BUSINESS_EXAMPLE: Business = {
  legalName: SEED_FACTS.name,
  stateCode: "33",
  // A made-up number that passes the check (PAN of no one).
  gstin: "33ABCDE1234F1Z7",
  upiId: "kovaipanels@okaxis",
  payeeName: SEED_FACTS.name,
  advancePercent: 50,
  quoteValidityDays: 15,
  quoteTerms: en.Papers.exampleTerms,
  quoteTermsTamil: ta.Papers.exampleTerms,
  tax: {
    // SAC 998821: manufacturing services on physical inputs owned by others (wood products). HSN 4412 plywood / 4411 fibreboard.
    services: { code: "998821", ratePercent: 18 },
    boards: { code: "4412", ratePercent: 18 },
  },
  ewayBill: EWAY_BILL_THRESHOLDS,
  shelfDays: SHELF_DAYS,
  tally: TALLY_LEDGERS,
};
