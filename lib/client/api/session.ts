/**
 * POST /api/user/logout with keepalive (it survives leaving the page): its answer deletes the session cookie and the
 * signed-out mark. A bare fetch, not apiRequest: every page's sign-out carries it, so it stays this small.
 */
export function endSessionOnServer(): void {
  fetch("/api/user/logout", { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => undefined);
}
