"use client";

import { useEffect } from "react";
import { outboxMayHoldOrders } from "@/lib/client/outbox-event";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";

/**
 * Sends the orders waiting on this phone (lib/client/outbox.ts): once the page
 * is loaded and idle, and whenever the browser says the network is back. The
 * outbox's code is loaded only when an order waits, so no page carries it otherwise.
 */
export function OutboxSender() {
  useEffect(() => {
    const send = () => {
      if (!navigator.onLine || !outboxMayHoldOrders()) return;
      void import("@/lib/client/outbox").then((m) => m.sendQueued()).catch(() => undefined);
    };
    window.addEventListener("online", send);
    const cancel = whenIdleAfterLoad(send);
    return () => {
      cancel();
      window.removeEventListener("online", send);
    };
  }, []);
  return null;
}
