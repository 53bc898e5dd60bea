"use client";

import { useRef } from "react";

/** A fresh idempotency key (no crypto.randomUUID: it needs a secure context). */
export function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * One idempotency key per distinct order: a double tap or a retry after a time-out sends the same key and gets
 * the same order back; a changed order gets a new one. The key follows the order, not the plan sent with it (the
 * server fingerprints it the same way). `keyOf(body)` gives the key; `current()` the last one given.
 */
export function useOrderKey(): { keyOf: (body: unknown) => string; current: () => string | undefined } {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyOf: (body) => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newOrderKey() };
      return last.current.key;
    },
    current: () => last.current?.key,
  };
}
