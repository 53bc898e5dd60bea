/**
 * The "All Services" cards, for GET /api/services and for server components
 * that pre-render them. Read through a short in-process cache (one lean query
 * every few seconds at most, shared by concurrent callers), so the endpoint
 * costs about as much as returning constant JSON.
 *
 * Stale-if-error: when a read fails (the database is down or restarting), the
 * last good copy keeps being served for up to SERVICES_STALE_MS (default 15
 * minutes), so a short outage never empties the public list. After a failure,
 * callers get that copy at once for a few seconds while one background read
 * retries, instead of each waiting for the database to time out. Only with no
 * copy, or one older than that, does it throw (callers answer 503).
 */
import { jsonText, type JsonText } from "@/lib/answers";
import "server-only";
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import type { Locale } from "@/lib/i18n/locales";
import { jobWorkKeyForTitle } from "@/lib/job-work/key";
import type { PublicService } from "@/lib/validation/service-admin";
import { Service } from "@/models/Service";
import { onPagesChanged } from "@/lib/site-pages/changes";

/** How long a read stays fresh in this process (SERVICES_CACHE_MS, default 5 s; 0 = no cache). */
const cacheMs = () => config().SERVICES_CACHE_MS;

/** How long the last good copy may be served while the database cannot be read (SERVICES_STALE_MS, default 15 min). */
const staleMs = () => config().SERVICES_STALE_MS;

/** One language's list, its JSON and ETag. */
type Listing = { services: PublicService[]; json: JsonText<PublicService[]>; etag: string };
/** Both languages' lists from one read; `at` tells its age. */
type Snapshot = Record<Locale, Listing> & { at: number };

const globalForServices = globalThis as unknown as {
  __servicesCache?: { snapshot: Snapshot | null; inflight: Promise<Snapshot> | null; failedAt: number };
};
const cache = (globalForServices.__servicesCache ??= { snapshot: null, inflight: null, failedAt: 0 });
// Another instance changed the services (lib/site-pages/changes.ts): read them again.
onPagesChanged(() => (cache.snapshot = null));
/** After a failed read, serve the stale copy without waiting for this long. */
const FAILED_READ_BACKOFF_MS = 10_000;

function listing(services: PublicService[]): Listing {
  const json = jsonText(services);
  return { services, json, etag: `W/"${createHash("sha1").update(json).digest("base64url")}"` };
}

async function load(): Promise<Snapshot> {
  await connectToDatabase();
  const docs = await Service.find({}, { title: 1, des: 1, image: 1, titleTa: 1, desTa: 1 }).sort({ order: 1, _id: 1 }).lean();
  const en = docs.map((d) => ({ _id: String(d._id), title: d.title, des: d.des, image: d.image }));
  // Tamil: a card's words the console left empty fall back to its English ones; the job-work modal is found from the
  // English title (jobWorkKeyForTitle), so the Tamil answer names it.
  const ta = docs.map((d) => ({
    _id: String(d._id),
    title: d.titleTa || d.title,
    des: d.desTa || d.des,
    image: d.image,
    jobWork: jobWorkKeyForTitle(d.title),
  }));
  return { en: listing(en), ta: listing(ta), at: Date.now() };
}

function refresh(): Promise<Snapshot> {
  cache.inflight ??= load()
    .then((s) => {
      cache.snapshot = s;
      cache.failedAt = 0;
      return s;
    })
    .catch((err) => {
      cache.failedAt = Date.now();
      throw err;
    })
    .finally(() => {
      cache.inflight = null;
    });
  return cache.inflight;
}

/** The current snapshot (the cached lists, their JSON and ETags); `at` tells its age. */
export async function servicesSnapshot(): Promise<Snapshot> {
  const snap = cache.snapshot;
  const age = snap ? Date.now() - snap.at : Infinity;
  if (snap && age < cacheMs()) return snap;
  const usable = snap && age < Math.max(staleMs(), cacheMs()) ? snap : null;
  if (usable && Date.now() - cache.failedAt < FAILED_READ_BACKOFF_MS) {
    refresh().catch(() => undefined);
    return usable;
  }
  try {
    return await refresh();
  } catch (err) {
    if (!usable) throw err;
    console.warn(`[services] serving the list from ${Math.round(age / 1000)} s ago: ${(err as Error).message}`);
    return usable;
  }
}

/** The services in `locale`, sorted by `order`, as plain objects `{_id, title, des, image}` (Tamil: and `jobWork`). */
export async function listServices(locale: Locale = "en"): Promise<PublicService[]> {
  const snapshot = await servicesSnapshot();
  return snapshot[locale].services.map((s) => ({ ...s }));
}

/** Call after changing services (admin endpoints) so this process serves the change at once. */
export function invalidateServicesCache(): void {
  cache.snapshot = null;
}
