"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PublicService } from "@/lib/validation/service-admin";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";
import { whenInView } from "@/lib/client/when-in-view";
import type { Locale } from "@/lib/i18n/locales";
import { ServiceCards } from "./ServiceCards";
import type { ServiceCardsText } from "./service-cards-text";

const LiveServicesList = lazy(() => import("./LiveServicesList"));

/** Start the live list when the section is this close to the viewport. */
const NEAR_VIEWPORT = "800px 0px";

/**
 * The services island. It first shows the pre-rendered list (or "Loading…"
 * when the build had no database). When the list comes near the viewport, and
 * the page has loaded and is idle, it loads the live list (TanStack Query,
 * about 11 KB gzipped), which fetches GET /api/services and alerts "Failed to
 * fetch services" if that fails.
 *
 * Why not at once: on the landing page the list is far below the fold. A phone
 * should not download, parse and run the query library, nor spend a request,
 * while the page is still hydrating, or at all for a visitor who never scrolls
 * there. On /services the list is in view, so it refreshes as soon as the page
 * is idle.
 */
export function ServicesList({
  initial,
  headingLevel,
  priorityFirst = false,
  locale,
  text,
}: {
  locale: Locale;
  text: ServiceCardsText;
  initial?: PublicService[];
  headingLevel: "h2" | "h3";
  priorityFirst?: boolean;
}) {
  const [live, setLive] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelIdle: (() => void) | undefined;
    const cancelView = whenInView(el, () => (cancelIdle = whenIdleAfterLoad(() => setLive(true))), NEAR_VIEWPORT);
    return () => {
      cancelView();
      cancelIdle?.();
    };
  }, []);

  const preRendered = (
    <ServiceCards services={initial} state={initial ? "done" : "pending"} headingLevel={headingLevel} priorityFirst={priorityFirst} text={text} />
  );
  return (
    <div ref={ref}>
      {live ? (
        <Suspense fallback={preRendered}>
          <LiveServicesList initial={initial} headingLevel={headingLevel} priorityFirst={priorityFirst} locale={locale} text={text} />
        </Suspense>
      ) : (
        preRendered
      )}
    </div>
  );
}
