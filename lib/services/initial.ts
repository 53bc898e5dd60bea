import type { Locale } from "@/lib/i18n/locales";
import type { PublicService } from "@/lib/validation/service-admin";

/**
 * The services list for the pre-rendered HTML, so that "All Services" does not
 * flash empty before the browser's own fetch.
 *
 * The pages that show it are static with `revalidate = 60` (ISR):
 * - `next build` has no database, and must never need one: return nothing, and
 *   the built HTML carries the honest loading state; the browser fetches the
 *   list on mount and fills it in.
 * - At run time Next regenerates the page in the background at most once a
 *   minute. If the database is down then, the error is re-thrown on purpose:
 *   a failed regeneration makes Next keep serving the last good page (and retry
 *   on a later request), whereas returning nothing would replace a good,
 *   filled-in page with an empty one for the next 60 s.
 * - `next dev` renders per request and has no last good page to fall back on,
 *   so there a database that is down just renders the page without the list.
 */
export async function getInitialServices(locale: Locale = "en"): Promise<PublicService[] | undefined> {
  if (process.env.NEXT_PHASE === "phase-production-build") return undefined;
  try {
    const { listServices } = await import("@/lib/services/read");
    // The public fields (and, in Tamil, the card's job-work modal) cross into the client island's props.
    return await listServices(locale);
  } catch (err) {
    if (process.env.NODE_ENV !== "production") return undefined;
    throw err;
  }
}
