/**
 * The "All Services" cards, for GET /api/services and for server components
 * that pre-render them. Read through a short in-process cache (one lean query
 * every few seconds at most, shared by concurrent callers), so the endpoint
 * costs about as much as returning constant JSON. Throws when the database is
 * down and the cache has expired, so callers can fall back (or answer 503).
 */
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import type { PublicService } from "@/lib/validation/service-admin";
import { Service } from "@/models/Service";

/** How long a read stays fresh in this process (SERVICES_CACHE_MS, default 5 s; 0 = no cache). */
const cacheMs = () => config().SERVICES_CACHE_MS;

type Snapshot = { services: PublicService[]; json: string; etag: string; at: number };

const globalForServices = globalThis as unknown as {
  __servicesCache?: { snapshot: Snapshot | null; inflight: Promise<Snapshot> | null };
};
const cache = (globalForServices.__servicesCache ??= { snapshot: null, inflight: null });

async function load(): Promise<Snapshot> {
  await connectToDatabase();
  const docs = await Service.find({}, { title: 1, des: 1, image: 1 }).sort({ order: 1, _id: 1 }).lean();
  const services = docs.map((d) => ({ _id: String(d._id), title: d.title, des: d.des, image: d.image }));
  const json = JSON.stringify(services);
  const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
  return { services, json, etag, at: Date.now() };
}

/** The current snapshot (cached list, its JSON and ETag). */
export async function servicesSnapshot(): Promise<Snapshot> {
  const fresh = cache.snapshot && Date.now() - cache.snapshot.at < cacheMs();
  if (fresh && cache.snapshot) return cache.snapshot;
  cache.inflight ??= load()
    .then((s) => {
      cache.snapshot = s;
      return s;
    })
    .finally(() => {
      cache.inflight = null;
    });
  return cache.inflight;
}

/** The services, sorted by `order`, as plain objects `{_id, title, des, image}`. */
export async function listServices(): Promise<PublicService[]> {
  const { services } = await servicesSnapshot();
  return services.map((s) => ({ ...s }));
}

/** Call after changing services (admin endpoints) so this process serves the change at once. */
export function invalidateServicesCache(): void {
  cache.snapshot = null;
}
