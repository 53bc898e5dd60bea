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
