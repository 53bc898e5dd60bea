import "client-only";
import { isKeptPage } from "@/lib/offline/pages";

const isBuildFile = (name: string) => name.startsWith(`${location.origin}/_next/static/`);

/**
 * Asks the worker to keep this page and every build file it loaded (the plan's worker and lazy chunks included),
 * which it cannot have seen: they were fetched before it controlled the page. Only for the pages it keeps.
 */
function keepThisPage(worker: ServiceWorker | null) {
  if (!worker || !isKeptPage(location.pathname)) return;
  const files = performance.getEntriesByType("resource").map((e) => e.name);
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [location.pathname, ...files.filter(isBuildFile)] } });
}

/** Registers the offline worker (lib/offline/service-worker.ts); called once the page has loaded and is idle. */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const { active } = await navigator.serviceWorker.ready;
  keepThisPage(active);
  // Chunks loaded later (the plan's worker on the first edit) are kept when the customer leaves the page.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") keepThisPage(navigator.serviceWorker.controller);
  });
}
