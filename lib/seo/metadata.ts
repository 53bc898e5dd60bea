import type { Metadata } from "next";
import { localePath, TAMIL_PAGES, type Locale } from "@/lib/i18n/locales";
import { siteCopy } from "@/lib/site/site";

/**
 * The page's twins for `<link rel="alternate" hreflang>`: itself and its other language, when the page has a Tamil
 * twin (lib/i18n/locales.ts), with English as x-default. Undefined for a page in one language only.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  if (!(TAMIL_PAGES as readonly string[]).includes(path)) return undefined;
  return { "en-IN": path, ta: localePath("ta", path), "x-default": path };
}

/**
 * Per-route metadata: title, description, canonical path (in the page's language, `path` being the English address)
 * and the language twins. Open Graph and Twitter cards inherit the generated image from app/opengraph-image.tsx.
 */
export function pageMetadata({
  title,
  siteTitle,
  description,
  path,
  locale = "en",
  siteName,
}: {
  title?: string;
  /** The site's own title, for a landing page (default: "… | MDF and plywood job work in Coimbatore"). */
  siteTitle?: string;
  description: string;
  path: string;
  locale?: Locale;
  /** The business's name (the console's facts, lib/business/site-facts-store.ts). */
  siteName: string;
}): Metadata {
  const own = localePath(locale, path);
  const fullTitle = title ? `${title} | ${siteName}` : `${siteName} | ${siteTitle ?? `MDF and plywood job work in ${siteCopy.city}`}`;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: own, languages: languageAlternates(path) },
    openGraph: { title: fullTitle, description, url: own, siteName, locale: locale === "ta" ? "ta_IN" : "en_IN", type: "website" },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
