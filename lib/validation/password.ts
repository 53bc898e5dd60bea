import { refusal, type Refusal } from "@/lib/i18n/refusal";

/** bcrypt reads at most 72 bytes and silently ignores the rest, so longer passwords are refused. */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

const encoder = new TextEncoder();

export function utf8Length(value: string): number {
  return encoder.encode(value).length;
}

/**
 * Why a new password is not acceptable, or null when it is: its length in
 * UTF-8 bytes (bcrypt's unit) and the trivially weak shapes. Safe to run in the
 * browser. The server also runs the dictionary-based strength check
 * (lib/auth/password-strength.ts) before any rate-limit slot or hash is spent.
 */
export function passwordProblem(password: string): Refusal | null {
  const bytes = utf8Length(password);
  if (bytes < PASSWORD_MIN_BYTES) return refusal("passwordTooShort", { n: PASSWORD_MIN_BYTES });
  if (bytes > PASSWORD_MAX_BYTES) return refusal("passwordTooLong", { n: PASSWORD_MAX_BYTES });
  if (password.trim() === "") return refusal("passwordOnlySpaces");
  if (new Set(Array.from(password)).size < 3) return refusal("passwordTooPlain");
  return null;
}
