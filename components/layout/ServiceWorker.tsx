"use client";

import { useEffect } from "react";
import { registerServiceWorker } from "@/lib/client/service-worker";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";

/**
 * Registers the offline worker once the page has loaded and is idle, so it never delays a first visit (production
 * builds only). Imported, not loaded lazily: a few hundred bytes cost less than one more request on every page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production") return;
    return whenIdleAfterLoad(() => void registerServiceWorker().catch(() => undefined));
  }, []);
  return null;
}
