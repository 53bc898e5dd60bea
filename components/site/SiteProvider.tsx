"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { chatLink } from "@/lib/site/contact";
import type { SiteContact } from "@/lib/site/site";

/**
 * The business's contact facts for the islands (issue 56): the server's page works them out from the console's facts
 * (`contactOf`, lib/site/site.ts) and gives them to the provider in its <body>; an island asks `useSite()`. Only the
 * finished numbers cross to the phone, not the formatter that made them (the home page's budget, PERFORMANCE.md).
 * Every boundary that asks (the site's and the console's error pages) sits inside a page's <body>; the root's
 * last-resort page draws its own document and asks for nothing.
 */
const SiteContext = createContext<SiteContact | null>(null);

export function SiteProvider({ contact, children }: { contact: SiteContact; children: ReactNode }) {
  return <SiteContext value={contact}>{children}</SiteContext>;
}

export function useSite() {
  const contact = useContext(SiteContext);
  const site = useMemo(() => contact && { ...contact, whatsappLink: (text?: string) => chatLink(contact.whatsapp.digits, text) }, [contact]);
  if (!site) throw new Error("useSite() outside a page's SiteProvider");
  return site;
}
