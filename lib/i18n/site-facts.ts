import { words } from "./islands/words";
import type { Locale } from "./locales";

/**
 * The business facts a page writes in its own language (lib/site/site.ts keeps both forms): the city, the working days,
 * the days closed and the banner. Every page and component asks here rather than choosing between the two itself.
 */
export function localSite(locale: Locale) {
  // The words are the shared vocabulary's (messages/islands/<locale>/words.json: no Tamil in TypeScript, issue 52).
  const w = words(locale).site;
  return { city: w.city, cityIn: w.cityIn, days: w.days, closed: w.closed, banner: w.banner };
}

/** The city as a message's placeholders want it: `{city}` alone, or `{cityIn}` ("in Coimbatore", or the Tamil name with its locative ending), so no catalogue glues a case ending to a name. */
export function placeOf(locale: Locale) {
  const { city, cityIn } = localSite(locale);
  return { city, cityIn };
}
