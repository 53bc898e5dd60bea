/**
 * One rule for text lengths, used by the zod schemas (lib/validation/text.ts) and the mongoose models alike, so that
 * the two can never disagree (a mongoose-only refusal would come after a rate-limit slot and a hash were spent, as a
 * 400 naming no field).
 *
 * Lengths are counted in Unicode code points, what a person counts as characters in nearly every case: an emoji or a
 * Tamil letter counts as one, not as two UTF-16 units. (Passwords are the exception: bcrypt counts UTF-8 bytes, see
 * lib/auth/password.ts.)
 */
export function codePointLength(value: string): number {
  let n = 0;
  for (const ch of value) {
    void ch;
    n++;
  }
  return n;
}

export function withinChars(value: string, max: number): boolean {
  return codePointLength(value) <= max;
}

/** The mongoose side of the rule: `validate: maxChars(100)` instead of `maxlength` (which counts UTF-16 units). */
export function maxChars(max: number) {
  return {
    validator: (v: unknown) => typeof v !== "string" || withinChars(v, max),
    message: `{PATH} must be at most ${max} characters`,
  };
}
