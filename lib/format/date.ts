/**
 * "4 Mar 2025, 02:45 pm" in India's time (the workshop's): the same on the
 * server, which renders order pages, and in any browser. Empty for a bad date.
 */
export function formatWhen(iso: string | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });
}
