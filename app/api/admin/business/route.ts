import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getBusiness, saveBusiness } from "@/lib/business/settings";
import { type BusinessAnswer, businessSchema } from "@/lib/business/fields";
import type { Saved } from "@/lib/answers";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { changedFields } from "@/lib/audit/changes";

export const dynamic = "force-dynamic";

/** GET /api/admin/business → {business: {legalName, gstin, address, stateCode, phone, email, upiId, payeeName, advancePercent, quoteValidityDays, quoteTerms, tax, example}}. Admins only. */
export const GET = route(async () => NextResponse.json<BusinessAnswer>({ business: await getBusiness() }), { auth: "business.manage" });

/** PUT /api/admin/business {the whole form} → {message, business}; a bad GSTIN, state code or UPI id is a field-level 400. Admins only. */
export const PUT = route(
  async (request, { session }) => {
    const details = await parseJson(request, businessSchema);
    const { view, before } = await saveBusiness(details, session.user.name);
    // In the audit log with what changed (issue 65); the first save against the examples names every field it set.
    const changed = changedFields(before ?? {}, details, ["_id", "version", "updatedBy", "updatedAt"]);
    if (Object.keys(changed.after).length) await audit(personActor(session), "business", { detail: changed });
    return NextResponse.json<Saved<BusinessAnswer>>({ message: "Business details saved", business: view });
  },
  { auth: "business.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
