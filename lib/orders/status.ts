import type { Locale } from "@/lib/i18n/locales";
/**
 * The order's life, one list for the server, the pages and the console
 * (client-safe). received → confirmed (with the confirmed price) → in
 * production → ready for pickup / out for delivery → completed; or cancelled
 * (with a reason) from any status before completed.
 */
export const ORDER_STATUSES = ["received", "confirmed", "in-production", "ready-for-pickup", "out-for-delivery", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABEL: Record<OrderStatus, string> = {
  received: "Received",
  confirmed: "Confirmed",
  "in-production": "In production",
  "ready-for-pickup": "Ready for pickup",
  "out-for-delivery": "Out for delivery",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The status as the Tamil pages write it (docs/GLOSSARY-TAMIL.md). */
export const STATUS_LABEL_TAMIL: Record<OrderStatus, string> = {
  received: "பெறப்பட்டது",
  confirmed: "உறுதி செய்யப்பட்டது",
  "in-production": "வேலை நடக்கிறது",
  "ready-for-pickup": "பிக்கப்புக்கு ரெடி",
  "out-for-delivery": "டெலிவரிக்குப் போயுள்ளது",
  completed: "முடிந்தது",
  cancelled: "ரத்து செய்யப்பட்டது",
};

/** The status's name in a page's language. */
export function statusLabel(status: OrderStatus, locale: Locale = "en"): string {
  return (locale === "ta" ? STATUS_LABEL_TAMIL : STATUS_LABEL)[status];
}

/** What the customer reads under the status. */
const STATUS_MEANING: Record<OrderStatus, string> = {
  received: "The workshop has your list and will confirm the price.",
  confirmed: "The workshop has confirmed the job and its price.",
  "in-production": "Your panels are being cut and finished.",
  "ready-for-pickup": "Your panels are ready: collect them from the workshop.",
  "out-for-delivery": "Your panels are on their way.",
  completed: "Handed over. Thank you.",
  cancelled: "This order was cancelled.",
};

const STATUS_MEANING_TAMIL: Record<OrderStatus, string> = {
  received: "உங்கள் லிஸ்ட் வொர்க்ஷாப்புக்கு வந்துவிட்டது; விலையை உறுதி செய்வார்கள்.",
  confirmed: "வொர்க்ஷாப் வேலையையும் விலையையும் உறுதி செய்துவிட்டது.",
  "in-production": "உங்கள் பேனல்கள் வெட்டப்பட்டு முடிக்கப்படுகின்றன.",
  "ready-for-pickup": "உங்கள் பேனல்கள் ரெடி: வொர்க்ஷாப்பில் வந்து எடுத்துக்கொள்ளுங்கள்.",
  "out-for-delivery": "உங்கள் பேனல்கள் வந்துகொண்டிருக்கின்றன.",
  completed: "ஒப்படைக்கப்பட்டது. நன்றி.",
  cancelled: "இந்த ஆர்டர் ரத்து செய்யப்பட்டது.",
};

/** What the customer reads under the status, in `locale`. */
export function statusMeaning(status: OrderStatus, locale: Locale = "en"): string {
  return (locale === "ta" ? STATUS_MEANING_TAMIL : STATUS_MEANING)[status];
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
