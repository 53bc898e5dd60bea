"use client";

import Link from "next/link";
import { OUTBOX_EVENT, OUTBOX_FIX_EVENT } from "@/lib/client/outbox-event";
import { useEffect, useState } from "react";
import type { QueuedOrder, SentOrder } from "@/lib/client/outbox";
import { useCutListText } from "@/components/cut-list/text-context";
import { TaggedText } from "@/components/ui/TaggedText";
import { usePageLocale } from "@/lib/client/page-locale";
import { formatWhen } from "@/lib/format/date";
import { fill } from "@/lib/i18n/template";
import { localHref } from "@/lib/i18n/locales";
import { useSignedInUser } from "@/lib/client/store/auth";

/** Placed orders are listed for a day after they were sent from the outbox. */
const SHOW_SENT_MS = 24 * 3600_000;

const bold = { b: (chunk: string) => <strong>{chunk}</strong> };

/**
 * What the outbox on this phone holds (lib/client/outbox.ts): orders waiting
 * for the network, orders the server refused, and the references of those
 * sent since. Read from IndexedDB, again after every change.
 */
export function OutboxStatus() {
  const [state, setState] = useState<{ queued: QueuedOrder[]; sent: SentOrder[] } | null>(null);
  const { t: all, say } = useCutListText();
  const t = all.order.outbox;
  const locale = usePageLocale();
  const me = useSignedInUser()?._id;
  const time = (iso: string) => formatWhen(iso, locale);
  const order = (q: QueuedOrder) => ({ n: q.pieces, pieces: fill(t.piece, { n: q.pieces }), when: time(q.queuedAt) });
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
        q.refused || (q.account && q.account !== me) ? (
          <p key={q.key} data-testid={q.refused ? undefined : "outbox-held"}>
            {q.refused ? fill(t.refused, { ...order(q), reason: say(q.refused) }) : <TaggedText text={fill(t.held, order(q))} tags={bold} />}{" "}
            {q.refused && (
              <>
                {Object.values(q.refusedFields ?? {}).length > 0 && (
                  <span className="block" data-testid="outbox-refused-fields">
                    {Object.values(q.refusedFields ?? {})
                      .map((m) => say(m))
                      .join(" · ")}
                  </span>
                )}
                <button
                  type="button"
                  className="mr-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
                  onClick={() => window.dispatchEvent(new CustomEvent(OUTBOX_FIX_EVENT, { detail: q.key }))}
                >
                  {t.fix}
                </button>
              </>
            )}
            <button
              type="button"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
              onClick={() => void import("@/lib/client/outbox").then((m) => m.dropQueued(q.key))}
            >
              {t.remove}
            </button>
          </p>
        ) : (
          <p key={q.key}>
            <TaggedText text={fill(t.waiting, order(q))} tags={bold} />
          </p>
        ),
      )}
      {sent.map((s) => (
        <p key={s.key}>
          <TaggedText text={fill(t.sent, { reference: s.reference, when: time(s.sentAt) })} tags={bold} />{" "}
          <Link href={localHref(locale, s.link)} className="font-semibold text-brand-700 underline underline-offset-2">
            {t.open}
          </Link>
        </p>
      ))}
    </div>
  );
}
