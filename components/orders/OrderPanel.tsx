"use client";

import { useEffect, useMemo, useState } from "react";
import { OUTBOX_FIX_EVENT } from "@/lib/client/outbox-event";
import type { QueuedOrder } from "@/lib/client/outbox";
import { buttonClass } from "@/components/ui/Button";
import { Choices } from "@/components/ui/Choices";
import { inputClass } from "@/components/ui/Input";
import { QueryProvider } from "@/components/query/QueryProvider";
import { useCutListText } from "@/components/cut-list/text-context";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { useEstimate } from "@/lib/client/orders/use-estimate";
import { useOfflineEstimate } from "@/lib/client/orders/use-offline-estimate";
import { usePageLocale } from "@/lib/client/page-locale";
import type { CutList } from "@/lib/cutting/list/types";
import type { PlannedMaterial } from "@/lib/cutting/list/plan-inputs";
import type { PagePlans } from "@/lib/cutting/list/page-plans";
import { formatWeekday, formatWhen } from "@/lib/format/date";
import { fill } from "@/lib/i18n/template";
import { PASTING_METHODS, pastingWord } from "@/lib/orders/tariff-items";
import type { PastingChoice } from "@/vocabulary/order";
import { EstimateError } from "./EstimateError";
import { EstimateTable } from "./EstimateTable";
import { TaggedText } from "@/components/ui/TaggedText";
import { OrderForm } from "./OrderForm";
import { closeFormDraft, readFormDraft } from "@/lib/client/orders/form-draft";
import { OutboxStatus } from "./OutboxStatus";
import { said } from "@/lib/i18n/refusal";

interface PanelProps {
  cutList: CutList;
  blocked?: string;
  plans?: PlannedMaterial[];
  /** The page's plans of `cutList`, as sent to the server (null: none to send). */
  pagePlans?: PagePlans | null;
  /** The page is still planning `cutList`: `pagePlans` are not its plans yet. */
  planning?: boolean;
}

/**
 * Under the plan on the cut-list page: the server's itemised estimate of the list (lib/client/orders/use-estimate.ts),
 * the phone's own with no network (use-offline-estimate.ts), and "Place order" (./OrderForm.tsx). The browser never
 * prices the list while the server answers; it shows what the server answered, for the sheets on the screen.
 */
export function OrderPanel({ plans = [], pagePlans = null, planning = false, ...rest }: PanelProps) {
  return (
    <QueryProvider>
      <Panel plans={plans} pagePlans={pagePlans} planning={planning} {...rest} />
    </QueryProvider>
  );
}

function Panel({ cutList, blocked, plans, pagePlans, planning }: Required<Omit<PanelProps, "blocked">> & { blocked?: string }) {
  // Both kept with the list (issue 55: a reload must not drop the boards from the estimate, nor send an order as the customer's boards).
  const boardsBy = useCutListStore((s) => s.boardsBy);
  const setBoardsBy = useCutListStore((s) => s.setBoardsBy);
  // Pasting is charged per sheet, so the page's plan weighs it too (CutListWorkspace).
  const pasting = useCutListStore((s) => s.pasting);
  const setPasting = useCutListStore((s) => s.setPasting);
  const [opened, setOrdering] = useState(false);
  // The form open before a reload opens again once the list is back, with what was typed (walk C15;
  // lib/client/orders/form-draft.ts). Read on the phone only: the server's page and the first render show it closed.
  const restored = useCutListStore((s) => s.restored);
  const [reopen, setReopen] = useState(() => typeof window !== "undefined" && !!readFormDraft()?.open);
  const ordering = opened || (restored && reopen);
  // A refused order from the outbox, opened in the form to correct and send again (issue 55).
  const [retry, setRetry] = useState<QueuedOrder | null>(null);
  useEffect(() => {
    const open = (e: Event) =>
      void import("@/lib/client/outbox")
        .then((m) => m.queuedOrder(String((e as CustomEvent).detail)))
        .then((q) => {
          if (!q) return;
          if (q.body.boardsBy === "customer" || q.body.boardsBy === "workshop") setBoardsBy(q.body.boardsBy);
          setRetry(q);
          setOrdering(true);
        });
    window.addEventListener(OUTBOX_FIX_EVENT, open);
    return () => window.removeEventListener(OUTBOX_FIX_EVENT, open);
  }, [setBoardsBy]);
  const estimate = useEstimate({ cutList, boardsBy, pasting, pagePlans, planning, blocked: !!blocked });
  const { hasRows, stale, offline } = estimate;
  const options = useMemo(() => ({ boardsBy, pasting }), [boardsBy, pasting]);
  const local = useOfflineEstimate(offline && hasRows && !blocked, cutList, plans, options);
  const { t: all, say } = useCutListText();
  const t = all.order.panel;
  const locale = usePageLocale();

  return (
    <section aria-labelledby="order-panel-title" className="grid gap-4 rounded-lg border border-rule bg-white p-4 sm:p-5" data-testid="order-panel">
      <h2 id="order-panel-title" className="text-xl font-semibold text-ink">
        {t.title}
      </h2>
      <OutboxStatus />
      <div className="grid gap-3 sm:grid-cols-2">
        <Choices
          legend={t.boardsBy}
          name="boards-by"
          value={boardsBy}
          onChange={setBoardsBy}
          options={{ customer: t.boardsByCustomer, workshop: t.boardsByWorkshop }}
        />
        <div className="grid gap-1">
          <label htmlFor="pasting" className="text-sm font-medium text-ink">
            {t.pasting}
          </label>
          <select id="pasting" value={pasting} onChange={(e) => setPasting(e.target.value as PastingChoice)} className={inputClass}>
            <option value="none">{t.noPasting}</option>
            {PASTING_METHODS.map((p) => (
              <option key={p.id} value={p.id}>
                {fill(t.pastingEvery, { method: say(said("pastingMethod", { method: pastingWord(p.id) })) })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {blocked ? (
        <p role="status" className="rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink">
          {blocked}
        </p>
      ) : !hasRows ? (
        <p className="text-ink-muted">{t.addParts}</p>
      ) : local ? (
        <div data-testid="offline-estimate">
          <p className="mb-2 rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink" role="status">
            {fill(t.offlineEstimate, { when: formatWhen(local.seenAt, locale) })}
          </p>
          <EstimateTable estimate={local.estimate} text={all.order.estimate} say={say} />
        </div>
      ) : estimate.error ? (
        <EstimateError error={estimate.error} rowError={t.rowError} fields={all.row.fields} />
      ) : estimate.data ? (
        <div aria-busy={stale} className={stale ? "opacity-60 transition-opacity" : ""}>
          <EstimateTable estimate={estimate.data.estimate} text={all.order.estimate} say={say} />
          {estimate.data.estimate.readyBy && (
            // When the workshop's load says it would be ready (issue 70).
            <p className="mt-3 rounded-md border border-brand-200 bg-white px-3 py-2 text-sm text-ink" data-testid="ready-by">
              <TaggedText
                text={fill(t.readyBy, { day: formatWeekday(estimate.data.estimate.readyBy, locale) })}
                tags={{ b: (chunk) => <strong>{chunk}</strong> }}
              />
            </p>
          )}
        </div>
      ) : offline ? (
        <p className="text-ink-muted" role="status">
          {t.offlineWaiting}
        </p>
      ) : (
        <p className="text-ink-muted" role="status">
          {t.working}
        </p>
      )}
      <p className="text-sm text-ink-muted">{t.notABill}</p>

      {!ordering ? (
        <button
          type="button"
          className={`${buttonClass("primary", "sm")} justify-self-start`}
          disabled={cutList.rows.length === 0 || !!blocked}
          onClick={() => setOrdering(true)}
          data-testid="place-order-open"
        >
          {t.placeOrder}
        </button>
      ) : blocked ? null : (
        <OrderForm
          key={retry?.key ?? "new"}
          cutList={cutList}
          boardsBy={boardsBy}
          pasting={pasting}
          pagePlans={pagePlans}
          retry={retry}
          readyBy={estimate.data?.estimate.readyBy}
          onClose={() => {
            closeFormDraft();
            setReopen(false);
            setOrdering(false);
            setRetry(null);
          }}
        />
      )}
    </section>
  );
}
