/**
 * Enquiry references, e.g. "ENQ-7K3M9Q". Client-safe (Web Crypto, no Node
 * imports): the contact form makes the reference in the click, so that it is
 * already in the WhatsApp text when WhatsApp opens (the tab must open inside
 * the click, before any server answer), and POST /api/enquiries stores the
 * enquiry under it. The server makes its own for enquiries sent without one.
 */

/** Crockford's base-32 alphabet without I, L, O and U: nothing to misread on the phone. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short enquiry reference (32^6 ≈ 10^9 values; uniqueness enforced by an index). */
export function newEnquiryReference(): string {
  // 256 is a multiple of 32, so `byte % 32` is unbiased.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `ENQ-${out}`;
}

export const REFERENCE_PATTERN = /^ENQ-[0-9A-HJKMNP-TV-Z]{6}$/;
