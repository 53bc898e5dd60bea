"use client";

/**
 * Orders placed from this phone without an account, remembered with their
 * guest link's key, so that an account made afterwards can take them in
 * ("Add to my account": the key proves they are this customer's). Kept in
 * this browser only; at most MAX of them, newest first.
 */
import { GUEST_ORDERS_KEY as KEY } from "./guest-orders-key";
const MAX = 50;

export type GuestOrder = { reference: string; key: string; placedAt: string };

export function rememberedGuestOrders(): GuestOrder[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((o): o is GuestOrder => typeof o?.reference === "string" && typeof o?.key === "string") : [];
  } catch {
    return [];
  }
}

function save(list: GuestOrder[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
  } catch {
    // Storage full or blocked: the order page's link still works.
  }
}

/** Remembers a guest order from its link (`/orders/KPW-…?key=…`). */
export function rememberGuestOrder(reference: string, link: string | undefined): void {
  const key = link ? new URL(link, "http://x").searchParams.get("key") : null;
  if (!key) return;
  save([{ reference, key, placedAt: new Date().toISOString() }, ...rememberedGuestOrders().filter((o) => o.reference !== reference)]);
}

export function forgetGuestOrder(reference: string): void {
  save(rememberedGuestOrders().filter((o) => o.reference !== reference));
}
