/** Largest body of an order or estimate request: a whole cut list (up to 2,000 parts with names and notes) is larger than the 16 KB of ordinary bodies. Client-safe. */
export const ORDER_REQUEST_MAX_BYTES = 1024 * 1024;

/** The field error of a 409 for an order key whose first send is still being placed: the outbox retries it (issue 38). */
export const STILL_BEING_PLACED = "still being placed";
