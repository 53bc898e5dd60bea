/**
 * The sign-out mark: a cookie the page itself writes when the customer taps
 * Logout (issue 38). The session cookie is HttpOnly, so a page with no signal
 * cannot delete it and its logout request never reaches the server. The mark
 * rides along with the very next request of any kind (a page, an API call, a
 * token refresh), and the server then revokes the session it names before
 * answering (lib/auth/guards.ts): the session ends on this phone at once and
 * on the server at its first contact. Sign-in, sign-up and logout answers
 * delete the mark.
 *
 * Its value names the session it ends, `<user id>.<session epoch>` (read from
 * the page's access token), or `*` for whatever session this browser holds.
 * It is only ever honoured together with a valid session cookie of that
 * session, so a forged mark can at most sign its own browser out.
 *
 * Client-safe: the page writes it, the server reads it.
 */
export const SIGNED_OUT_COOKIE = "kpw-signed-out";

/** Any session this browser holds. */
export const ANY_SESSION = "*";

/** The mark's value for a session (its user id and epoch), or for any session when they are unknown. */
export function signedOutMark(session: { sub?: unknown; sv?: unknown } | null): string {
  const { sub, sv } = session ?? {};
  return typeof sub === "string" && /^[0-9a-f]{24}$/i.test(sub) && typeof sv === "number" && Number.isFinite(sv) ? `${sub}.${sv}` : ANY_SESSION;
}

/** Whether the mark ends this session (the user id and epoch of a verified token). */
export function markEnds(mark: string | null | undefined, session: { sub: string; sv: number }): boolean {
  if (!mark) return false;
  return mark === ANY_SESSION || mark === `${session.sub}.${session.sv}`;
}

/** How long the mark lives: as long as the session cookie it ends (SESSION_TTL_SECONDS, held equal by a unit test). */
export const SIGNED_OUT_MAX_AGE_SECONDS = 12 * 60 * 60;
