"use client";

/**
 * Logout on a phone that may have no signal (issue 38). The session cookie is
 * HttpOnly: the page cannot delete it, and its logout request may never reach
 * the server. So a logout, in this order:
 *
 * 1. sends the orders still waiting in the outbox first, when the phone thinks
 *    it is online (at most SEND_FIRST_MS): they go under the account they were
 *    placed with; what cannot go now stays, held for that account, with a
 *    notice on the cut-list page (components/orders/OutboxStatus.tsx);
 * 2. writes the sign-out mark (lib/auth/signed-out-mark.ts), so the very next
 *    request of any kind ends the session on the server before it is used;
 * 3. clears the store, tells the server (fire and forget), and forgets what
 *    the phone holds about the person (lib/client/auth/forget.ts).
 *
 * While a mark is left (the logout request never arrived), every page load and
 * every return of the network tells the server again; its answer deletes the mark.
 */
import { outboxMayHoldOrders } from "@/lib/client/outbox-event";
import { endSessionOnServer } from "@/lib/client/api/session";
import { tokenPayload } from "@/lib/client/token-payload";
import { SIGNED_OUT_COOKIE, SIGNED_OUT_MAX_AGE_SECONDS, signedOutMark } from "@/lib/auth/signed-out-mark";
import { useAuthStore } from "@/lib/client/store/auth";
import { forgetThisPerson as forget } from "./forget";

const SEND_FIRST_MS = 4000;

/** Sends the outbox's waiting orders while the session still lives (bounded; never throws). */
export async function sendWaitingOrdersFirst(): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.onLine || !outboxMayHoldOrders()) return;
  const sending = import("@/lib/client/outbox").then((m) => m.sendQueued()).catch(() => undefined);
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, SEND_FIRST_MS))]);
}

/** Writes the mark for the session of this access token (any session of this browser when unreadable). */
export function writeSignedOutMark(token: string | null): void {
  const mark = signedOutMark(tokenPayload(token));
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SIGNED_OUT_COOKIE}=${encodeURIComponent(mark)}; Path=/; Max-Age=${SIGNED_OUT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function hasSignedOutMark(): boolean {
  return document.cookie.split(";").some((c) => c.trim().startsWith(`${SIGNED_OUT_COOKIE}=`));
}

/** A mark left by a logout with no signal: tell the server now if there is a network, and whenever it comes back. */
export function finishPendingSignOut(): void {
  const finish = () => {
    if (navigator.onLine && hasSignedOutMark()) endSessionOnServer();
  };
  if (!hasSignedOutMark()) return;
  finish();
  window.addEventListener("online", finish);
}

/** Forgets what the phone holds about the person who signed out (lib/client/auth/forget.ts); never throws. */
export function forgetThisPerson(): void {
  void forget().catch(() => undefined);
}

/** The logout of the header, the menu and the account page; resolves once this phone is signed out. */
export async function signOut(): Promise<void> {
  // Orders waiting in the outbox go first, under this account, when there may be a network (bounded).
  await sendWaitingOrdersFirst();
  writeSignedOutMark(useAuthStore.getState().token);
  useAuthStore.getState().clearSession();
  endSessionOnServer();
  forgetThisPerson();
}
