import type { Locale } from "@/lib/i18n/locales";
import { words } from "@/lib/i18n/islands/words";
import { ORDER_STATUSES, type OrderStatus } from "@/vocabulary/order-status";

/** The rules of the order's life (client-safe); its list of statuses is vocabulary/order-status.ts. */
export { ORDER_STATUSES, type OrderStatus };

/** The status's name in English (the console's), from the shared vocabulary (messages/islands/en/words.json). */
export const STATUS_LABEL: Record<OrderStatus, string> = Object.fromEntries(ORDER_STATUSES.map((s) => [s, words("en").status[s].label])) as Record<
  OrderStatus,
  string
>;

/** The status's name in a page's language (docs/GLOSSARY-TAMIL.md). */
export function statusLabel(status: OrderStatus, locale: Locale = "en"): string {
  return words(locale).status[status].label;
}

/** What the customer reads under the status, in `locale`. */
export function statusMeaning(status: OrderStatus, locale: Locale = "en"): string {
  return words(locale).status[status].meaning;
}

export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["confirmed", "cancelled"],
  confirmed: ["in-production", "cancelled"],
  "in-production": ["ready-for-pickup", "out-for-delivery", "cancelled"],
  "ready-for-pickup": ["completed", "out-for-delivery", "cancelled"],
  "out-for-delivery": ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export const isFinal = (s: OrderStatus) => s === "completed" || s === "cancelled";

/** A customer (or the holder of a guest link) may only cancel, and only before the workshop confirms. */
export const customerCanCancel = (s: OrderStatus) => s === "received";

/** Orders still owed to the customer (counted as overdue once past their required-by date). */
export const OPEN_STATUSES: readonly OrderStatus[] = ["received", "confirmed", "in-production", "ready-for-pickup", "out-for-delivery"];
