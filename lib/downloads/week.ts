/** Monday (UTC) of the ISO week holding `date`, as "YYYY-MM-DD". */
export function weekStart(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7; // Sunday → 7
  d.setUTCDate(d.getUTCDate() - (day - 1));
  return d.toISOString().slice(0, 10);
}

/** The last `n` week starts, newest first. */
export function recentWeeks(n: number, now = new Date()): string[] {
  const first = new Date(`${weekStart(now)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(d.getUTCDate() - 7 * i);
    return d.toISOString().slice(0, 10);
  });
}
