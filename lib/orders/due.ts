import type { OrderStatus } from "@/lib/orders/status";

/** What the customer owes in all (client-safe): the confirmed price; nothing before it is confirmed, nothing once cancelled. */
export const dueOf = (o: { status: OrderStatus; confirmedPaise?: number | null }) =>
  o.status === "cancelled" || o.status === "received" ? 0 : (o.confirmedPaise ?? 0);
