"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { OUTBOX_EVENT } from "@/lib/client/outbox-event";
import type { OrderRequest } from "@/lib/client/api/orders";

/**
 * An order with no network goes to the outbox on this phone, with its key, and is sent from there
 * (lib/client/outbox.ts). `queued`: it waits there; `sent`: the outbox has placed it (its number, for the note
 * where the customer is looking, issue 38); `cannotQueue`: the phone could not keep it (storage blocked), so the
 * customer is told to try again with a network.
 */
export function useQueuedOrder(pieces: number, locale: Locale, userId: string | undefined) {
  const [key, setKey] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; link: string } | null>(null);
  const [cannotQueue, setCannotQueue] = useState(false);
  useEffect(() => {
    if (!key) return;
    const check = () =>
      void import("@/lib/client/outbox").then(async (m) => {
        const done = (await m.sentOrders()).find((s) => s.key === key);
        if (done) setSent({ reference: done.reference, link: done.link });
      });
    check();
    window.addEventListener(OUTBOX_EVENT, check);
    return () => window.removeEventListener(OUTBOX_EVENT, check);
  }, [key]);
  /** Keeps the order on the phone; false when the phone could not keep it. */
  const queue = async (order: OrderRequest): Promise<boolean> => {
    try {
      const { queueOrder } = await import("@/lib/client/outbox");
      await queueOrder(order, pieces, locale, userId);
      setKey(order.idempotencyKey);
      return true;
    } catch {
      setCannotQueue(true);
      return false;
    }
  };
  return { queued: key !== null, sent, cannotQueue, queue };
}
