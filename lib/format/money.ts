/**
 * Money in the Indian format, one source for every page, export and message.
 * Amounts are whole paise (integers) everywhere in the code: no floating-point
 * rupees are ever added up.
 */

/** "1,23,45,678": the last three digits, then groups of two (lakh, crore). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}`;
}

/** 12345600 → "₹1,23,456.00"; `{ paise: false }` → "₹1,23,456" (rounded to the rupee). */
export function formatRupees(paise: number, options: { paise?: boolean; symbol?: boolean; minus?: "−" | "-" } = {}): string {
  const withPaise = options.paise ?? true;
  const symbol = (options.symbol ?? true) ? "₹" : "";
  const value = Math.round(Number.isFinite(paise) ? paise : 0);
  const sign = value < 0 ? (options.minus ?? "−") : "";
  const abs = Math.abs(value);
  if (!withPaise) return `${sign}${symbol}${groupIndian(String(Math.round(abs / 100)))}`;
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${symbol}${groupIndian(String(rupees))}.${rest}`;
}

/**
 * Paise as the machine files write rupees (CSV, Tally's XML, a UPI link's amount): "1234.50", "-12.00"; no symbol,
 * no grouping, always two decimals, worked out in whole paise (never a float's rounding).
 */
export function decimalRupees(paise: number): string {
  const value = Math.round(Number.isFinite(paise) ? paise : 0);
  const abs = Math.abs(value);
  return `${value < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Paise rounded to whole rupees (an advance asked for by UPI), still in paise. */
export const roundToRupee = (paise: number): number => Math.round(paise / 100) * 100;

/** Paise as a rupee number with two decimals (the GST portal's JSON, a spreadsheet's money cells). */
export const rupeeValue = (paise: number): number => Math.round(paise) / 100;

/**
 * Parses what someone typed as a rupee amount ("1,250", "₹ 1,250.5", "99.99")
 * into paise; null when it is not a non-negative amount with at most two decimals.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** Paise as a plain rupee figure for an input field: 125050 → "1250.50", 125000 → "1250". */
export function paiseToInput(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest ? `${rupees}.${String(rest).padStart(2, "0")}` : String(rupees);
}

/** Largest price accepted for one item: ₹10,00,000 (in paise). */
export const MAX_PRICE_PAISE = 10_00_000_00;
