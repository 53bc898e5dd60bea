import type { TallyLedgers } from "@/vocabulary/business";

/** Tally's own usual names, the defaults until the owner sets others on the Business page. */
export const TALLY_LEDGERS: TallyLedgers = {
  sales: "Sales",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  bank: "Bank",
  cash: "Cash",
  debtors: "Sundry Debtors",
};
