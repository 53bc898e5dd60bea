import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getSiteFactsView, saveSiteFacts } from "@/lib/business/site-facts-store";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { changedFields } from "@/lib/audit/changes";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { siteFactsSchema } from "@/lib/business/site-facts-schema";
import type { SiteFactsAnswer } from "@/vocabulary/site-facts";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/business/facts → {facts: {name, shortName, phone, whatsapp, email, street, streetTamil, postalCode, mapUrl, socials, opens, closes, example, updatedAt, updatedBy, version}}. */
export const GET = route(async () => NextResponse.json<SiteFactsAnswer>({ facts: await getSiteFactsView() }), { auth: "business.manage" });

/**
 * PUT /api/admin/business/facts {the whole form} [If-Match: "<version>"] → {message, facts}: every page, WhatsApp link,
 * paper and the structured data follow at once (issue 56). A bad phone, e-mail, PIN code, link or time is a
 * field-level 400; a form loaded at another version than the saved one is a 409 (`If-Match`, the version GET gave).
 * Each save is in the audit log with the fields it changed, before and after.
 */
export const PUT = route(
  async (request, { session }) => {
    const facts = await parseJson(request, siteFactsSchema);
    const ifMatch = request.headers.get("If-Match")?.replace(/^W\//, "").replace(/"/g, "").trim();
    const version = ifMatch === undefined || ifMatch === "" || ifMatch === "*" ? undefined : Number(ifMatch);
    if (version !== undefined && !Number.isInteger(version)) throw new ValidationError({ version: refusal("versionNumber") });
    const { view, before } = await saveSiteFacts(facts, session.user.name, version);
    const changed = changedFields(before, view, ["example", "updatedAt", "updatedBy", "version"]);
    if (Object.keys(changed.after).length) await audit(personActor(session), "facts", { detail: changed });
    return NextResponse.json<Saved<SiteFactsAnswer>>({ message: "Business facts saved", facts: view }, { headers: { ETag: `"${view.version}"` } });
  },
  { auth: "business.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
