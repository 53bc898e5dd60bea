"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { buttonClass } from "@/components/ui/Button";
import { ErrorText } from "@/components/ui/ErrorText";
import { attachOrder } from "@/lib/client/api/orders";
import { forgetGuestOrder, rememberedGuestOrders, type GuestOrder } from "@/lib/client/guest-orders";
import { queryKeys } from "@/lib/client/query/keys";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText } from "@/lib/i18n/islands/account";

const noSubscribe = () => () => undefined;
const serverSnapshot = "[]";

/**
 * Orders placed from this phone before the customer had an account (or while
 * signed out): offered to the account, each with "Add to my account". The
 * guest link's key this phone kept proves they are the customer's own.
 */
export function GuestOrdersHere() {
  // Read once on the client (localStorage); the server renders nothing here.
  const stored = useSyncExternalStore(
    noSubscribe,
    () => JSON.stringify(rememberedGuestOrders()),
    () => serverSnapshot,
  );
  const [done, setDone] = useState<string[]>([]);
  const t = accountText(usePageLocale()).guest;
  const orders = (JSON.parse(stored) as GuestOrder[]).filter((o) => !done.includes(o.reference));
  if (!orders.length) return null;
  return (
    <div className="mt-4 rounded-md border border-accent-300 bg-accent-300/10 p-3" data-testid="guest-orders-here">
      <h3 className="text-sm font-semibold text-ink">{t.title}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t.text}</p>
      <ul className="mt-2 grid gap-2">
        {orders.map((o) => (
          <GuestOrderRow key={o.reference} order={o} onAdded={() => setDone((d) => [...d, o.reference])} />
        ))}
      </ul>
    </div>
  );
}

function GuestOrderRow({ order, onAdded }: { order: GuestOrder; onAdded: () => void }) {
  const client = useQueryClient();
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span className="tabular font-semibold">{order.reference}</span>
      <AttachOrderButton
        reference={order.reference}
        accessKey={order.key}
        onAttached={() => {
          onAdded();
          void client.invalidateQueries({ queryKey: queryKeys.myOrders });
        }}
      />
    </li>
  );
}

/** "Add to my account" for a guest order whose link's key this page holds. */
export function AttachOrderButton({ reference, accessKey, onAttached }: { reference: string; accessKey: string; onAttached: () => void }) {
  const t = accountText(usePageLocale()).guest;
  const attach = useMutation({
    mutationFn: () => attachOrder(reference, accessKey),
    onSuccess: () => {
      forgetGuestOrder(reference);
      onAttached();
    },
  });
  return (
    <>
      <button type="button" className={buttonClass("secondary", "sm")} disabled={attach.isPending} onClick={() => attach.mutate()}>
        {attach.isPending ? t.adding : t.add}
      </button>
      <ErrorText error={attach.error} />
    </>
  );
}
