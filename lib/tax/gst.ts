/**
 * The one rounding rule of the product's money (issue 55; docs/MONEY.md, "One rounding rule"): pure and client-safe,
 * imported by the estimate (lib/orders/estimate.ts) and the quotation, invoice and credit note
 * (lib/money/tax-lines.ts), so that the order page, the papers, the WhatsApp texts and the UPI link show the same
 * figures to the paisa.
 *
 * Amounts are whole paise. A line's tax is its rate on its own taxable value: inside the state, CGST and SGST are
 * each half the rate, each rounded half up to the paisa; to another state, IGST is the whole rate, rounded once. A
 * total's tax is the sum of its lines' taxes, never a rate applied to the sum.
 */

/** Rates in hundredths of a percent (0.25 % → 25, 18 % → 1800), so all arithmetic stays in integers. */
export const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** round(a × b / d), half up, for integers (a, b ≥ 0; d > 0), exact past 2^53. */
export function mulDivRound(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const D = BigInt(d);
  return Number((n * 2n + D) / (D * 2n));
}

export interface LineTax {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The tax on one line's taxable value at `rateBp`, rounded once per head (each half, or the IGST). */
export function lineTax(taxable: number, rateBp: number, intraState: boolean): LineTax {
  if (intraState) {
    const half = mulDivRound(taxable, rateBp, 20_000);
    return { taxable, cgst: half, sgst: half, igst: 0 };
  }
  return { taxable, cgst: 0, sgst: 0, igst: mulDivRound(taxable, rateBp, 10_000) };
}

/** The tax of a line, all heads together. */
export const taxOfLine = (taxable: number, rateBp: number, intraState: boolean) => {
  const t = lineTax(taxable, rateBp, intraState);
  return t.cgst + t.sgst + t.igst;
};
