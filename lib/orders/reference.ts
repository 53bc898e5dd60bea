/** Order references: KPW-2026-0042, sequential per calendar year in India (IST). */
export const ORDER_REFERENCE_PREFIX = "KPW";
export const ORDER_REFERENCE_PATTERN = /^KPW-(\d{4})-(\d{4,6})$/;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The year in India at `date` (an order placed at 00:10 IST on 1 January belongs to the new year). */
export function orderYear(date: Date): number {
  return new Date(date.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

export function formatOrderReference(year: number, seq: number): string {
  return `${ORDER_REFERENCE_PREFIX}-${year}-${String(seq).padStart(4, "0")}`;
}

export function parseOrderReference(text: string): { year: number; seq: number } | null {
  const m = ORDER_REFERENCE_PATTERN.exec(text);
  return m ? { year: Number(m[1]), seq: Number(m[2]) } : null;
}

/** Today's date in India as YYYY-MM-DD (for required-by checks). */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
