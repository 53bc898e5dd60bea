/// <reference lib="webworker" />
/**
 * The site's service worker (issue 20, part 2), bundled by
 * scripts/lib/build-service-worker.mjs after `next build` and served at /sw.js.
 *
 * - The public pages and the cut list are network first, kept after a visit:
 *   with no network (or no answer in 6 s on one bar) the kept copy opens.
 * - The build's files (/_next/static, hashed, never changed) are cache first; the
 *   site's own pictures (logo, icon, public/images) are kept and refreshed in the background.
 * - Any other page (account, orders, sign-in, console) goes to the network; with
 *   none it gets the offline page, which says the page needs the network.
 * - The API is never touched: the pages handle no network themselves (the
 *   outbox, the offline estimate).
 *
 * On install the worker fetches the cut-list page and the offline page, and the
 * files they name, so the cut list opens offline after one visit to any page.
 * A new version takes over at once (skipWaiting, clientsClaim) and keeps the
 * caches: the list and the outbox are in IndexedDB, which it never touches, and
 * a tab still running the old version keeps finding its files.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type SerwistPlugin } from "serwist";
import {
  IMAGES_CACHE,
  OFFLINE_FALLBACKS,
  OFFLINE_PAGES,
  PAGES_CACHE,
  STATIC_CACHE,
  isKeptPage,
  isPublicImage,
  offlineFallbackFor,
  publicImagesIn,
  staticAssetsIn,
} from "./pages";

declare const self: ServiceWorkerGlobalScope;
/** Set by the bundler: changes with every build whose files change. */
declare const __SW_VERSION__: string;

/** Next's client-side navigations and prefetches fetch the page's flight data, not its HTML: leave them to the network. */
const isFlightRequest = (request: Request, url: URL) => url.searchParams.has("_rsc") || request.headers.has("RSC");
const isNavigation = (request: Request) => request.mode === "navigate" || request.destination === "document";

/** With no network, the offline page (kept at install) in place of the page asked for. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.match(offlineFallbackFor(new URL(request.url).pathname), { cacheName: PAGES_CACHE })) ?? Response.error(),
};

/**
 * Turbopack starts the plan's worker as `…/turbopack-worker-….js#params=…` and the worker reads its chunk list from
 * its own address. A kept response carries the address it was stored under, without that part; handed back as a
 * new response (no address of its own) it leaves the worker the address it was started with.
 */
const keepWorkerAddress: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse || !(request.destination === "worker" || new URL(request.url).search)) return cachedResponse;
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin: same }) => same && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        matchOptions: { ignoreSearch: true },
        plugins: [keepWorkerAddress, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin: same }) => same && isPublicImage(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: IMAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
    },
    {
      matcher: ({ request, url, sameOrigin: same }) => same && isKeptPage(url.pathname) && !isFlightRequest(request, url),
      handler: new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 6, plugins: [offlineFallback] }),
    },
    {
      matcher: ({ request, url, sameOrigin: same }) => same && isNavigation(request) && !url.pathname.startsWith("/api/"),
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
  ],
});

/** Keeps the build files that `text` names and, for its scripts and styles, the files they name in turn (the plan's worker). */
async function keepFilesOf(text: string, depth: number): Promise<void> {
  const statics = await caches.open(STATIC_CACHE);
  for (const file of staticAssetsIn(text)) {
    let response = await statics.match(file);
    if (!response) {
      response = await fetch(file);
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      await statics.put(file, response.clone());
    }
    if (depth > 0 && !file.endsWith(".woff2")) await keepFilesOf(await response.text(), depth - 1);
  }
}

/** Keeps a page and the build files it needs, so it opens offline without having been visited with this worker. */
async function keep(path: string): Promise<void> {
  const response = await fetch(path, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(path, response);
  await keepFilesOf(html, 1);
  const images = await caches.open(IMAGES_CACHE);
  await images.addAll(publicImagesIn(html));
}

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([...OFFLINE_PAGES, ...Object.values(OFFLINE_FALLBACKS)].map(keep)));
});

/** A page an older worker kept that is no longer kept (the account page was, in Tamil): dropped when this one takes over. */
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.open(PAGES_CACHE).then(async (pages) => {
      for (const request of await pages.keys()) if (!isKeptPage(new URL(request.url).pathname)) await pages.delete(request);
    }),
  );
});

/** The page asks which version runs (the offline test, and the page's "works offline" state). */
self.addEventListener("message", (event) => {
  if (event.data?.type === "VERSION") event.ports[0]?.postMessage(__SW_VERSION__);
});

serwist.addEventListeners();
