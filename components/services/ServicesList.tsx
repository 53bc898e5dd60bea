"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { ApiService } from "@/lib/api/services-client";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";
import { ServiceCards } from "./ServiceCards";

const LiveServicesList = lazy(() => import("./LiveServicesList"));

/**
 * The services island. It first shows the pre-rendered list (or "Loading…"
 * when the build had no database), then, once the page has loaded and is idle,
 * loads the live list (TanStack Query, about 11 KB gzipped), which fetches
 * GET /api/services and alerts "Failed to fetch services" if that fails.
 * Keeping the query library out of the first load saves a phone its download,
 * parse and the request while the page is still hydrating.
 */
export function ServicesList({ initial, headingLevel }: { initial?: ApiService[]; headingLevel: "h2" | "h3" }) {
  const [live, setLive] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setLive(true)), []);

  const preRendered = <ServiceCards services={initial} state={initial ? "done" : "pending"} headingLevel={headingLevel} />;
  if (!live) return preRendered;
  return (
    <Suspense fallback={preRendered}>
      <LiveServicesList initial={initial} headingLevel={headingLevel} />
    </Suspense>
  );
}
