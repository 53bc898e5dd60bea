"use client";

import { useEffect } from "react";
import { outboxMayHoldOrders } from "@/lib/client/outbox-event";
import { useAuthStore } from "@/lib/client/store/auth";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";

/** Waits between tries while orders still wait (the server busy, or a first send still being placed): then stops until the next trigger. */
const BACK_OFF_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Sends the orders waiting on this phone (lib/client/outbox.ts): once the page
 * is loaded and idle, whenever the browser says the network is back, and when
 * someone signs in (an order held for that account goes then). While some
 * still wait, it tries again with back-off. The outbox's code is loaded only
 * when an order waits, so no page carries it otherwise.
 */
export function OutboxSender() {
  useEffect(() => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (fresh: boolean) => {
      if (fresh) tries = 0;
      clearTimeout(timer);
      if (!navigator.onLine || !outboxMayHoldOrders()) return;
      void import("@/lib/client/outbox")
        .then(async (m) => {
          await m.sendQueued();
          const me = useAuthStore.getState().user?._id;
          const left = (await m.queuedOrders()).filter((q) => !q.refused && !m.isHeld(q, me));
          if (left.length && tries < BACK_OFF_MS.length) timer = setTimeout(() => send(false), BACK_OFF_MS[tries++]);
        })
        .catch(() => undefined);
    };
    const online = () => send(true);
    window.addEventListener("online", online);
    const cancel = whenIdleAfterLoad(() => send(true));
    const unsubscribe = useAuthStore.subscribe((s, before) => {
      if (s.user?._id && s.user._id !== before.user?._id) send(true);
    });
    return () => {
      cancel();
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener("online", online);
    };
  }, []);
  return null;
}
