import { NextResponse } from "next/server";
import { createEnquiry, listEnquiries } from "@/lib/enquiries/store";
import { hitEnquiryLimit } from "@/lib/enquiries/rate-limit";
import { newEnquiryReference } from "@/lib/enquiries/reference";
import { referenceFromToken } from "@/lib/enquiries/reference-token";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { once } from "@/lib/idempotency/once";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { enquiryCreateSchema, enquiryListQuerySchema, type EnquiryCreated, type EnquiryPage, HONEYPOT_FIELD } from "@/lib/validation/enquiry";

export const dynamic = "force-dynamic";

const THANKS = "Thank you. We have your enquiry and will reply soon.";

/**
 * POST /api/enquiries {name, email, phone, message[, page][, service][, referenceToken][, website][, idempotencyKey]}
 * → 201 {message, reference, createdAt} | 400 | 413 | 415 | 429 (+ Retry-After) | 503.
 * `referenceToken` (from POST /api/enquiries/reference) carries the reference the form put in the WhatsApp
 * text; the answer carries the reference stored (a fresh one if the token is not genuine, expired or used).
 * A filled-in honeypot (`website`) gets the same 201 with a reference, but nothing is stored.
 */
export const POST = route(
  async (request) => {
    const input = await parseJson(request, enquiryCreateSchema);
    await hitEnquiryLimit(clientIp(request));
    if (input[HONEYPOT_FIELD]?.trim()) {
      return NextResponse.json<EnquiryCreated>(
        { message: THANKS, reference: referenceFromToken(input.referenceToken) ?? newEnquiryReference(), createdAt: new Date().toISOString() },
        { status: 201 },
      );
    }
    const { referenceToken, idempotencyKey: key, ...enquiry } = input;
    // A double tap files one enquiry (issue 55): the repeat answers the first one's reference.
    const { result } = await once({ scope: "enquiry", key, request: enquiry }, () => createEnquiry(enquiry, referenceFromToken(referenceToken)));
    const { reference, createdAt } = result;
    return NextResponse.json<EnquiryCreated>({ message: THANKS, reference, createdAt }, { status: 201 });
  },
  { auth: "public" },
);

/** GET /api/enquiries?status=&q=&page=&limit= → {items, total, page, pages, limit, counts}, newest first. Admins only. */
export const GET = route(
  async (request) => {
    const query = parseQuery(request, enquiryListQuerySchema);
    const { status, q, page, limit } = query;
    return NextResponse.json<EnquiryPage>(await listEnquiries({ status: status || undefined, q, page, limit }));
  },
  { auth: "enquiries.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
