import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getBusiness, saveBusiness } from "@/lib/business/settings";
import { type BusinessAnswer, businessSchema } from "@/lib/business/fields";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/business → {business: {legalName, gstin, address, stateCode, phone, email, upiId, payeeName, advancePercent, quoteValidityDays, quoteTerms, tax, example}}. Admins only. */
export const GET = route(async () => NextResponse.json<BusinessAnswer>({ business: await getBusiness() }), { auth: "business.manage" });

/** PUT /api/admin/business {the whole form} → {message, business}; a bad GSTIN, state code or UPI id is a field-level 400. Admins only. */
export const PUT = route(
  async (request, { session }) => {
    const details = await parseJson(request, businessSchema);
    return NextResponse.json<Saved<BusinessAnswer>>({ message: "Business details saved", business: await saveBusiness(details, session.user.name) });
  },
  { auth: "business.manage" },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "PUT"]);
