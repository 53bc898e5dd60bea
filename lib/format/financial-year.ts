/**
 * India's financial year (April to March, in Indian time), client-safe:
 * invoice numbers restart each year and carry it, e.g. KPW/26-27/0001.
 */
const IST_MS = (5 * 60 + 30) * 60 * 1000;

/** The date in India, YYYY-MM-DD. */
export const indiaDate = (at: Date = new Date()) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

/** "26-27" for any date from 1 April 2026 to 31 March 2027 (a YYYY-MM-DD date in India). */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The financial years a date range touches, oldest first. */
export function financialYearsBetween(from: string, to: string): string[] {
  const first = Number(financialYearOf(from).slice(0, 2));
  const last = Number(financialYearOf(to).slice(0, 2));
  const out: string[] = [];
  // Two-digit years: a range never spans a century in practice; walk forward modulo 100.
  for (let y = first, n = 0; n <= (last - first + 100) % 100; y = (y + 1) % 100, n++) {
    out.push(`${String(y).padStart(2, "0")}-${String((y + 1) % 100).padStart(2, "0")}`);
  }
  return out;
}
