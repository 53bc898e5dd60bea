/** The window event fired after every change of the order outbox (lib/client/outbox.ts): its own module, so a listener does not load the outbox. */
export const OUTBOX_EVENT = "kpw-outbox";

/**
 * How many orders wait in the outbox, mirrored in localStorage: a hint that
 * lets every page decide, without opening IndexedDB or loading the outbox's
 * code, whether there is anything to send.
 */
export const OUTBOX_WAITING_KEY = "kpw-outbox-waiting";

export function outboxMayHoldOrders(): boolean {
  try {
    return Number(localStorage.getItem(OUTBOX_WAITING_KEY)) > 0;
  } catch {
    return true; // storage blocked: look in the outbox itself
  }
}
