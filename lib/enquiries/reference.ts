import { randomInt } from "node:crypto";

/** Crockford's base-32 alphabet without I, L, O and U: nothing to misread on the phone. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short enquiry reference, e.g. "ENQ-7K3M9Q" (32^6 ≈ 10^9 values; uniqueness enforced by an index). */
export function newEnquiryReference(): string {
  let out = "";
  for (let i = 0; i < 6; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `ENQ-${out}`;
}

export const REFERENCE_PATTERN = /^ENQ-[0-9A-HJKMNP-TV-Z]{6}$/;
