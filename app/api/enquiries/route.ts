import { NextResponse } from "next/server";
import { ValidationError } from "@/lib/errors";
import { createEnquiry, listEnquiries } from "@/lib/enquiries/store";
import { hitEnquiryLimit } from "@/lib/enquiries/rate-limit";
import { newEnquiryReference } from "@/lib/enquiries/reference";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { queryObject } from "@/lib/http/params";
import { enquiryCreateSchema, enquiryListQuerySchema, HONEYPOT_FIELD } from "@/lib/validation/enquiry";
import { fieldErrors } from "@/lib/validation/errors";

export const dynamic = "force-dynamic";

const THANKS = "Thank you. We have your enquiry and will reply soon.";

/**
 * POST /api/enquiries {name, email, phone, message[, page][, service][, website]}
 * → 201 {message, reference, createdAt} | 400 | 413 | 415 | 429 (+ Retry-After) | 503.
 * A filled-in honeypot (`website`) gets the same 201 with a reference, but nothing is stored.
 */
export const POST = route(
  async (request) => {
    const input = await parseJson(request, enquiryCreateSchema);
    await hitEnquiryLimit(clientIp(request));
    if (input[HONEYPOT_FIELD]?.trim()) {
      return NextResponse.json({ message: THANKS, reference: newEnquiryReference(), createdAt: new Date().toISOString() }, { status: 201 });
    }
    const { reference, createdAt } = await createEnquiry(input);
    return NextResponse.json({ message: THANKS, reference, createdAt }, { status: 201 });
  },
);

/** GET /api/enquiries?status=&q=&page=&limit= → {items, total, page, pages, limit, counts}, newest first. Admins only. */
export const GET = route(
  async (request) => {
    const parsed = enquiryListQuerySchema.safeParse(queryObject(request.url));
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const { status, q, page, limit } = parsed.data;
    return NextResponse.json(await listEnquiries({ status: status || undefined, q, page, limit }));
  },
  { auth: "admin" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
