/** The window event fired after every change of the order outbox (lib/client/outbox.ts): its own module, so a listener does not load the outbox. */
export const OUTBOX_EVENT = "kpw-outbox";

/** The window event that opens the order form on a refused order, to correct and send it again (detail: its key). */
export const OUTBOX_FIX_EVENT = "kpw-outbox-fix";

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

/** The outbox's keys in the phone's key-value store (lib/client/kv.ts): waiting orders, and the references of those sent. */
export const OUTBOX_KEY = "order-outbox";
export const OUTBOX_SENT_KEY = "order-outbox-sent";
