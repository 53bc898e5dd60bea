import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getSiteFactsView, saveSiteFacts } from "@/lib/business/site-facts-store";
import { siteFactsSchema } from "@/lib/business/site-facts-schema";
import type { SiteFactsAnswer } from "@/lib/site-facts";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/business/facts → {facts: {name, shortName, phone, whatsapp, email, street, streetTamil, postalCode, mapUrl, socials, opens, closes, example, updatedAt, updatedBy, version}}. */
export const GET = route(async () => NextResponse.json<SiteFactsAnswer>({ facts: await getSiteFactsView() }), { auth: "business.manage" });

/**
 * PUT /api/admin/business/facts {the whole form} → {message, facts}: every page, WhatsApp link, paper and the
 * structured data follow at once (issue 56). A bad phone, e-mail, PIN code, link or time is a field-level 400.
 */
export const PUT = route(
  async (request, { session }) => {
    const facts = await parseJson(request, siteFactsSchema);
    return NextResponse.json<Saved<SiteFactsAnswer>>({ message: "Business facts saved", facts: await saveSiteFacts(facts, session.user.name) });
  },
  { auth: "business.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
