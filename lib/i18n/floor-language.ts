import type { Locale } from "./locales";

/** The cookie that keeps a station phone's language (client-safe: the scan page's server reads it, the phone writes it). */
export const FLOOR_LANGUAGE_COOKIE = "kpw-floor-language";

export const floorLocaleOf = (value: string | undefined): Locale => (value === "ta" ? "ta" : "en");
