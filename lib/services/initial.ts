import type { Locale } from "@/lib/i18n/locales";
import { readForPrerender } from "@/lib/util/prerender-read";
import type { PublicService } from "@/lib/validation/service-admin";

/**
 * The services list for the pre-rendered HTML, so that "All Services" does not flash empty before the browser's own
 * fetch. Nothing at build time (the browser fetches the list on mount); see lib/util/prerender-read.ts for the rest.
 */
export async function getInitialServices(locale: Locale = "en"): Promise<PublicService[] | undefined> {
  return readForPrerender(async () => {
    const { listServices } = await import("@/lib/services/read");
    // The public fields (and, in Tamil, the card's job-work modal) cross into the client island's props.
    return listServices(locale);
  }, undefined);
}
