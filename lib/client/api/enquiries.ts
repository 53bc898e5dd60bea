/**
 * Browser side of POST /api/enquiries (client-safe: no server imports).
 *
 * Called in the same click as the synchronous `window.open` of WhatsApp, and
 * never awaited before it. `keepalive` lets the request finish even if the
 * visitor leaves the page for the WhatsApp tab; unlike `sendBeacon` it also lets
 * us read the server's answer, so the reference number shown to the visitor is
 * the one stored (server-generated, unique index).
 */
import "client-only";
import type { Saved } from "@/lib/answers";
import type { EnquiryAnswer, EnquiryCreated, EnquiryPage, EnquiryPayload, ReservedReference } from "@/lib/validation/enquiry";
import type { EnquiryStatusValue } from "@/vocabulary/enquiry";
import { ApiError, apiRequest } from "./request";

/** Why an enquiry was not stored: the form says it in the page's language (messages/<locale>.json, Contact.form.notSaved). */
export type NotSavedReason = "failed" | "unreachable" | "busy" | "invalid";

export type SendResult =
  { ok: true; reference: string } | { ok: false; reason: NotSavedReason; errors?: Partial<Record<"name" | "email" | "phone" | "message", string>> };

/**
 * Reserves a reference for the enquiry being typed (POST /api/enquiries/reference),
 * so that the WhatsApp text can carry it. Null when the server cannot be reached:
 * the enquiry then goes without one in the text and gets one when stored.
 */
export async function reserveReference(): Promise<ReservedReference | null> {
  try {
    const body = await apiRequest<ReservedReference>("/api/enquiries/reference", { method: "POST" });
    return typeof body?.reference === "string" && typeof body.token === "string"
      ? { reference: body.reference, token: body.token, expiresAt: body.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/** Stores the enquiry; when it is not stored, why (the form says it, and to send it on WhatsApp or call instead). */
export async function sendEnquiry(payload: EnquiryPayload): Promise<SendResult> {
  try {
    const body = await apiRequest<EnquiryCreated>("/api/enquiries", { method: "POST", keepalive: true, json: payload });
    if (typeof body?.reference === "string") return { ok: true, reference: body.reference };
    return { ok: false, reason: "failed" };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 0) return { ok: false, reason: "unreachable" };
    // Field by field under the form's own fields (issue 55); the line above the button says what to do.
    if (err.status === 400) return { ok: false, reason: "invalid", errors: err.errors };
    if (err.status === 429) return { ok: false, reason: "busy" };
    return { ok: false, reason: "failed" };
  }
}

/** GET /api/enquiries?status=&q=&page=&limit= (staff): one page of the enquiries, newest first. */
export const loadEnquiries = (filter: URLSearchParams, signal?: AbortSignal) => apiRequest<EnquiryPage>(`/api/enquiries?${filter}`, { signal });

/** PATCH /api/enquiries/{id} {status} (staff). */
export const setEnquiryStatus = (id: string, status: EnquiryStatusValue) =>
  apiRequest<Saved<EnquiryAnswer>>(`/api/enquiries/${id}`, { method: "PATCH", json: { status } });
