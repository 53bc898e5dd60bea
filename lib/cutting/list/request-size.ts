/** Largest body of an order or estimate request: a whole cut list (up to 2,000 parts with names and notes) is larger than the 16 KB of ordinary bodies. Client-safe. */
export const ORDER_REQUEST_MAX_BYTES = 1024 * 1024;
