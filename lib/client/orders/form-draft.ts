"use client";

/**
 * The order form as typed, kept in this tab's sessionStorage (walk C15: a phone reloads a tab often, and the list
 * survived where the form did not): whether it is open, pickup or delivery, the fields and the billing state. Gone
 * with the tab, and once the order is placed. Never the cut list itself (kept with the list) nor anything sent.
 */
const KEY = "kpw-order-form";

export interface OrderFormDraft {
  open: boolean;
  fulfilment: "pickup" | "delivery";
  billingState: string;
  /** Field values by the form's field names (name, phone, deliveryAddress, …). */
  values: Record<string, string>;
}

export function readFormDraft(): OrderFormDraft | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<OrderFormDraft> | null;
    if (!raw || typeof raw !== "object") return null;
    const values = Object.fromEntries(
      Object.entries(raw.values ?? {}).filter(([k, v]) => typeof v === "string" && /^[a-zA-Z]{1,20}$/.test(k)),
    ) as Record<string, string>;
    return {
      open: raw.open === true,
      fulfilment: raw.fulfilment === "delivery" ? "delivery" : "pickup",
      billingState: typeof raw.billingState === "string" && /^\d{2}$/.test(raw.billingState) ? raw.billingState : "33",
      values,
    };
  } catch {
    return null;
  }
}

export function writeFormDraft(draft: OrderFormDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** Closed ("Not now"): the values stay for the next opening in this tab. */
export function closeFormDraft(): void {
  const d = readFormDraft();
  if (d) writeFormDraft({ ...d, open: false });
}

export function forgetFormDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
