/** The window event fired after every change of the order outbox (lib/client/outbox.ts): its own module, so a listener does not load the outbox. */
export const OUTBOX_EVENT = "kpw-outbox";
