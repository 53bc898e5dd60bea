"use client";

import { useRef } from "react";

/** A fresh idempotency key, 24 URL-safe characters (no crypto.randomUUID: it needs a secure context). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * One idempotency key per submission (issue 55): a double tap, or a retry after a time-out or a refusal, sends the same
 * body with the same key and creates one thing; a changed body gets a new key, and so does the next submission once
 * this one has succeeded (`done()`), so two equal payments recorded one after the other are two. `keyOf(body)` gives
 * the key; `current()` the last one given.
 */
export function useSubmissionKey(): { keyOf: (body: unknown) => string; current: () => string | undefined; done: () => void } {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyOf: (body) => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newSubmissionKey() };
      return last.current.key;
    },
    current: () => last.current?.key,
    done: () => {
      last.current = null;
    },
  };
}
