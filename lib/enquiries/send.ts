/**
 * Browser side of POST /api/enquiries (client-safe: no server imports).
 *
 * Called in the same click as the synchronous `window.open` of WhatsApp, and
 * never awaited before it. `keepalive` lets the request finish even if the
 * visitor leaves the page for the WhatsApp tab; unlike `sendBeacon` it also lets
 * us read the server's answer, so the reference number shown to the visitor is
 * the one stored (server-generated, unique index).
 */
import { site } from "@/lib/site";

export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  page?: string;
  service?: string;
  /** The signed reference already in the WhatsApp text (see reserveReference). */
  referenceToken?: string;
  /** The honeypot's value (empty for people). */
  website?: string;
}

export type SendResult = { ok: true; reference: string } | { ok: false; message: string };

/** What the visitor is told when the enquiry could not be stored. */
export function enquiryFallbackMessage(reason?: string): string {
  const lead = reason ? `${reason} ` : "We could not save your enquiry. ";
  return `${lead}Please send it on WhatsApp (${site.whatsapp.display}) or call us on ${site.phone.display}.`;
}

export type ReservedReference = { reference: string; token: string };

/**
 * Reserves a reference for the enquiry being typed (POST /api/enquiries/reference),
 * so that the WhatsApp text can carry it. Null when the server cannot be reached:
 * the enquiry then goes without one in the text and gets one when stored.
 */
export async function reserveReference(): Promise<ReservedReference | null> {
  try {
    const res = await fetch("/api/enquiries/reference", { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" } });
    if (res.status !== 201) return null;
    const body = (await res.json()) as { reference?: unknown; token?: unknown };
    return typeof body.reference === "string" && typeof body.token === "string" ? { reference: body.reference, token: body.token } : null;
  } catch {
    return null;
  }
}

export async function sendEnquiry(payload: EnquiryPayload): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch("/api/enquiries", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: enquiryFallbackMessage("We could not reach our server.") };
  }
  let body: { reference?: unknown; message?: unknown; errors?: Record<string, unknown> } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    /* no JSON: handled below */
  }
  if (res.status === 201 && typeof body.reference === "string") return { ok: true, reference: body.reference };
  if (res.status === 400 && body.errors) {
    const first = Object.values(body.errors).find((v) => typeof v === "string") as string | undefined;
    return { ok: false, message: enquiryFallbackMessage(first ? `${first}.` : undefined) };
  }
  if (res.status === 429) return { ok: false, message: enquiryFallbackMessage("Too many enquiries just now.") };
  return { ok: false, message: enquiryFallbackMessage() };
}
