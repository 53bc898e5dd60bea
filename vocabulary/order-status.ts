/**
 * The order's life, one list for the server, the pages, the console and the floor (client-safe, pure): received →
 * confirmed (with the confirmed price) → in production → ready for pickup / out for delivery → completed; or
 * cancelled (with a reason) from any status before completed. The rules on it are lib/orders/status.ts.
 */
export const ORDER_STATUSES = ["received", "confirmed", "in-production", "ready-for-pickup", "out-for-delivery", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
