import { site } from "@/lib/site";
import type { Locale } from "./locales";

/**
 * The business facts a page writes in its own language (lib/site.ts keeps both forms): the city, the working days,
 * the days closed and the banner. Every page and component asks here rather than choosing between the two itself.
 */
export function localSite(locale: Locale) {
  const ta = locale === "ta";
  return {
    city: ta ? site.cityTamil : site.city,
    days: ta ? site.openingHours.daysTamil : site.openingHours.days,
    closed: ta ? site.openingHours.closedTamil : site.openingHours.closed,
    banner: ta ? site.bannerTamil : site.banner,
  };
}
