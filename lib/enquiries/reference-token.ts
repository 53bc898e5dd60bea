/**
 * Reserved enquiry references. The WhatsApp tab must open inside the click,
 * before the enquiry is stored, yet its text should carry the reference the
 * console will show (issue 13, item 6). So the contact form reserves one when
 * the visitor starts filling it in: the server makes the reference and signs
 * it (HMAC-SHA256 with the auth secret, 2 hours). POST /api/enquiries takes
 * the signed token, never a bare reference, so references stay the server's:
 * a visitor cannot pick one. Stateless: nothing is stored until the enquiry is.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecretKey } from "@/lib/auth/secret";
import { newEnquiryReference, REFERENCE_PATTERN } from "./reference";

export const REFERENCE_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

function sign(payload: string): string {
  return createHmac("sha256", authSecretKey()).update(`enquiry-reference:${payload}`).digest("base64url");
}

/** A fresh reference and its token `ENQ-XXXXXX.<expiry ms>.<signature>`. */
export function issueReferenceToken(now = Date.now()): { reference: string; token: string; expiresAt: string } {
  const reference = newEnquiryReference();
  const expires = now + REFERENCE_TOKEN_TTL_MS;
  const payload = `${reference}.${expires}`;
  return { reference, token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires).toISOString() };
}

/** The reference of a genuine, unexpired token, or null. */
export function referenceFromToken(token: string | undefined, now = Date.now()): string | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [reference, expires, signature] = parts;
  if (!REFERENCE_PATTERN.test(reference) || !/^\d{13}$/.test(expires) || Number(expires) < now) return null;
  const expected = Buffer.from(sign(`${reference}.${expires}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? reference : null;
}
