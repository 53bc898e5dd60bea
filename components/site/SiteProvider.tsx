"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { siteOf, type Site, type SiteFacts } from "@/lib/site";
import { SEED_FACTS } from "@/lib/site-seed";

/**
 * The business facts for the islands (issue 56): the server's page gives the console's facts to the provider in its
 * <body>; an island asks `useSite()`. Outside a page (the last-resort error page, which draws its own document) the
 * seed is all there is.
 */
const SiteContext = createContext<Site>(siteOf(SEED_FACTS));

export function SiteProvider({ facts, children }: { facts: SiteFacts; children: ReactNode }) {
  const site = useMemo(() => siteOf(facts), [facts]);
  return <SiteContext value={site}>{children}</SiteContext>;
}

export const useSite = () => useContext(SiteContext);
