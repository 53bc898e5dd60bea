/**
 * A database read for a pre-rendered page (static with `revalidate = 60`: the services list, the rate card, "Our
 * work"), with one policy for all of them:
 * - `next build` has no database, and must never need one: the fallback, and the built HTML carries the honest
 *   loading state or the drawings.
 * - At run time Next regenerates the page in the background at most once a minute. A failed read is thrown on
 *   purpose: a failed regeneration makes Next keep serving the last good page (and try again later), whereas the
 *   fallback would replace a good, filled-in page with an empty one for the next 60 s.
 * - `next dev` renders per request and has no last good page: the fallback.
 */
export async function readForPrerender<T, F>(read: () => Promise<T>, fallback: F): Promise<T | F> {
  if (process.env.NEXT_PHASE === "phase-production-build") return fallback;
  try {
    return await read();
  } catch (err) {
    if (process.env.NODE_ENV !== "production") return fallback;
    throw err;
  }
}
