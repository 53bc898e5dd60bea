/**
 * The site's two languages (issue 20; rules in docs/LANGUAGES.md). English pages keep the specification's addresses;
 * each Tamil page is the same address under /ta. Only pages whose every word is in Tamil have a twin: the list below
 * grows page by page, and the language switch, hreflang and the sitemap follow it.
 */
import { LOCALES, type Locale } from "@/vocabulary/locales";

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

/** `<html lang>` of each language (English keeps the site's en-IN). */
export const HTML_LANG = { en: "en-IN", ta: "ta" } as const satisfies Record<Locale, string>;

/** English addresses that have a Tamil twin under /ta. */
export const TAMIL_PAGES = ["/", "/home", "/about", "/services", "/contact", "/testimonials", "/login", "/signup", "/account", "/cut-list"] as const;

/** English address prefixes whose every page has a Tamil twin (per-record pages, never in the sitemap: an order's page). */
export const TAMIL_PAGE_PREFIXES = ["/orders/"] as const;

/** Whether the English page at `path` (an address, perhaps with a query) has a Tamil twin. */
export function hasTamilTwin(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return (
    (TAMIL_PAGES as readonly string[]).includes(pathname) || TAMIL_PAGE_PREFIXES.some((p) => pathname.startsWith(p) && pathname.length > p.length)
  );
}

/** The cookie that remembers the language a visitor chose with the switch (read by proxy.ts and the offer). */
export const LANGUAGE_COOKIE = "kpw-lang";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The address of an English page in `locale` ("/contact" → "/ta/contact"; "/" → "/ta"). */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/ta" : `/ta${path}`;
}

/** Where a link to the English page `path` leads on a page in `locale`: its twin when it has one, else the English page. */
export function localHref(locale: Locale, path: string): string {
  return locale !== "en" && hasTamilTwin(path) ? localePath(locale, path) : path;
}

/** The language of an address, by its first segment. */
export function localeOf(pathname: string): Locale {
  return pathname === "/ta" || pathname.startsWith("/ta/") ? "ta" : "en";
}

/** The English address of a page in either language ("/ta/contact" → "/contact"). */
export function englishPath(pathname: string): string {
  if (localeOf(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** The same page in the other language, or null when it has no twin yet. */
export function twinOf(pathname: string): { locale: Locale; path: string } | null {
  const english = englishPath(pathname);
  if (!hasTamilTwin(english)) return null;
  return localeOf(pathname) === "en" ? { locale: "ta", path: localePath("ta", english) } : { locale: "en", path: english };
}
