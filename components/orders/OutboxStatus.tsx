"use client";

import Link from "next/link";
import { OUTBOX_EVENT } from "@/lib/client/outbox-event";
import { useEffect, useState } from "react";
import type { QueuedOrder, SentOrder } from "@/lib/client/outbox";

/** Placed orders are listed for a day after they were sent from the outbox. */
const SHOW_SENT_MS = 24 * 3600_000;

const time = (iso: string) => new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/**
 * What the outbox on this phone holds (lib/client/outbox.ts): orders waiting
 * for the network, orders the server refused, and the references of those
 * sent since. Read from IndexedDB, again after every change.
 */
export function OutboxStatus() {
  const [state, setState] = useState<{ queued: QueuedOrder[]; sent: SentOrder[] } | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void import("@/lib/client/outbox")
        .then(async (m) => ({ queued: await m.queuedOrders(), sent: await m.sentOrders() }))
        .then((s) => live && setState(s))
        .catch(() => undefined);
    load();
    window.addEventListener(OUTBOX_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_EVENT, load);
    };
  }, []);
  if (!state) return null;
  // eslint-disable-next-line react-hooks/purity -- a day's window read at render is what is meant
  const since = Date.now() - SHOW_SENT_MS;
  const sent = state.sent.filter((s) => Date.parse(s.sentAt) > since);
  if (!state.queued.length && !sent.length) return null;
  return (
    <div className="grid gap-2 rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink" role="status" data-testid="outbox">
      {state.queued.map((q) =>
        q.refused ? (
          <p key={q.key}>
            Your order of {q.pieces} {q.pieces === 1 ? "piece" : "pieces"}, saved {time(q.queuedAt)}, was not placed: {q.refused}{" "}
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-2"
              onClick={() => void import("@/lib/client/outbox").then((m) => m.dropQueued(q.key))}
            >
              Remove it
            </button>
          </p>
        ) : (
          <p key={q.key}>
            <strong>Waiting for the network:</strong> your order of {q.pieces} {q.pieces === 1 ? "piece" : "pieces"}, saved on this phone{" "}
            {time(q.queuedAt)}. It is sent by itself when the network is back.
          </p>
        ),
      )}
      {sent.map((s) => (
        <p key={s.key}>
          <strong>Order {s.reference} placed</strong> (sent {time(s.sentAt)}).{" "}
          <Link href={s.link} className="font-semibold text-brand-700 underline underline-offset-2">
            Open it
          </Link>
        </p>
      ))}
    </div>
  );
}
