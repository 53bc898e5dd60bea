import { NextResponse } from "next/server";
import { issueReferenceToken } from "@/lib/enquiries/reference-token";
import type { ReservedReference } from "@/lib/validation/enquiry";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * POST /api/enquiries/reference (no body) → 201 {reference, token, expiresAt}: a reference
 * reserved for the enquiry being typed, signed for 2 hours; nothing is stored. The contact
 * form puts `reference` in the WhatsApp text and sends `token` as `referenceToken` with the
 * enquiry (see lib/enquiries/reference-token.ts).
 */
export const POST = route(async () => NextResponse.json<ReservedReference>(issueReferenceToken(), { status: 201 }), { auth: "public" });

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
