import type { Locale } from "@/lib/i18n/locales";
import clockTa from "@/messages/islands/ta/clock.json";

/**
 * Dates in India's time (the workshop's), the same on the server, which renders order pages, and in any browser.
 * English "4 Mar 2025"; Tamil with the Tamil month names and the digits as they are (the catalogue's words)
 * (docs/GLOSSARY-TAMIL.md). Empty for a bad date.
 */
const LANG = { en: "en-IN", ta: "ta-IN" } as const satisfies Record<Locale, string>;
/** English abbreviates the month ("Mar"); Tamil writes it whole: its short forms end in a dot nobody writes. */
const MONTH = { en: "short", ta: "long" } as const satisfies Record<Locale, "short" | "long">;

/** The part of the day a Tamil clock names before the hour ("morning 10:30", "evening 5:10"), by the hour in India (0–23). */
export function dayPart(hour: number): keyof typeof clockTa.dayParts {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 16) return "afternoon";
  if (hour >= 16 && hour < 19) return "evening";
  return "night";
}

/**
 * "4 Mar 2025, 02:45 pm". Tamil: the day, the word for "on", then the time as it is said, the part of the day before
 * the hour (clock.json `dayParts`), not Node's "01:57 PM" in Latin letters (walk 6, K12).
 */
export function formatWhen(iso: string | Date, locale: Locale = "en"): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  if (locale === "ta") {
    const [hour, minute] = d
      .toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Kolkata" })
      .split(":")
      .map(Number);
    const h12 = hour % 12 || 12;
    return `${formatDate(d, "ta")} ${clockTa.on} ${clockTa.dayParts[dayPart(hour)]} ${h12}:${String(minute).padStart(2, "0")}`;
  }
  return d.toLocaleString(LANG.en, {
    day: "numeric",
    month: MONTH.en,
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
}

/** "4 Mar 2025" (Tamil: the month written whole): the day of an instant, in India's time. */
export function formatDate(iso: string | Date, locale: Locale = "en"): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(LANG[locale], { day: "numeric", month: MONTH[locale], year: "numeric", timeZone: "Asia/Kolkata" });
}

/** A calendar day ("2025-03-04", no time of day) as "4 Mar 2025" (Tamil: the month written whole); the text as it is when it is not a day. */
export function formatDay(day: string, locale: Locale = "en"): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString(LANG[locale], { day: "numeric", month: MONTH[locale], year: "numeric", timeZone: "UTC" });
}

/** A calendar day with its weekday, no year: "Thursday, 10 December" (Tamil: its weekday and month names), for a day soon. */
export function formatWeekday(day: string, locale: Locale = "en"): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  const weekday = d.toLocaleDateString(LANG[locale], { weekday: "long", timeZone: "UTC" });
  const month = d.toLocaleDateString(LANG[locale], { month: "long", timeZone: "UTC" });
  return `${weekday}, ${d.getUTCDate()} ${month}`;
}

/** A day's weekday, short ("Thu"; Tamil as the phones write it), for a chart's column. */
export function weekdayShort(day: string, locale: Locale = "en"): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(LANG[locale], { weekday: "short", timeZone: "UTC" });
}
