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
export function passwordProblem(password: string): string | null {
  const bytes = utf8Length(password);
  if (bytes < PASSWORD_MIN_BYTES) return `Password must be at least ${PASSWORD_MIN_BYTES} characters`;
  if (bytes > PASSWORD_MAX_BYTES) {
    return `Password must be at most ${PASSWORD_MAX_BYTES} bytes (72 plain letters or digits; accented letters and emoji count for more)`;
  }
  if (password.trim() === "") return "Password must not be only spaces";
  if (new Set(Array.from(password)).size < 3) return "Password must use more than two different characters";
  return null;
}
