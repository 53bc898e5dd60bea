"use client";

import type { Locale } from "@/lib/i18n/locales";
import { FLOOR_LANGUAGE_COOKIE } from "@/lib/i18n/floor-language";

/**
 * The language a station phone is read in (walk C5, issue 67): chosen on the pairing screen or the scan page, kept on
 * the phone (a cookie the scan page's server reads, so it is drawn in that language from its first paint) for a year.
 */
export function chooseFloorLanguage(locale: Locale): void {
  document.cookie = `${FLOOR_LANGUAGE_COOKIE}=${locale}; Path=/admin; Max-Age=${365 * 86_400}; SameSite=Lax`;
}
