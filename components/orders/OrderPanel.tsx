"use client";

import { rememberGuestOrder } from "@/lib/client/guest-orders";
import type { BoardsBy, Fulfilment, PastingChoice } from "@/lib/orders/vocabulary";
import { queryKeys } from "@/lib/client/query/keys";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { useLoginFlag } from "@/components/auth/LoginFlag";
import type { CutList } from "@/lib/cutting/list/types";
import type { OrderDto } from "@/lib/orders/dto";
import { computeEstimate, type Estimate, type EstimateOptions } from "@/lib/orders/estimate";
import type { TariffPrices } from "@/lib/orders/tariff-items";
import type { LastPrices } from "@/lib/client/last-prices";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { boardsUsed, type PlannedMaterial } from "@/lib/cutting/list/plan-inputs";
import type { PagePlans } from "@/lib/cutting/list/page-plans";
import { indiaToday } from "@/lib/orders/reference";
import { PASTING_METHODS } from "@/lib/orders/tariff-items";
import { useAuthStore } from "@/lib/client/store/auth";
import { EstimateTable } from "./EstimateTable";
import { QueryProvider } from "@/components/query/QueryProvider";
import { apiRequest, type ApiError, describeError } from "@/lib/client/api/request";
import { Field } from "@/components/ui/Field";
import { StateSelect } from "./StateSelect";
import { OUTBOX_EVENT } from "@/lib/client/outbox-event";
import { OutboxStatus } from "./OutboxStatus";
import { useCutListText } from "@/components/cut-list/text-context";
import { TaggedText } from "@/components/ui/TaggedText";
import { formatWhen } from "@/lib/format/date";
import { fill } from "@/lib/i18n/template";
import { usePageLocale } from "@/lib/client/page-locale";
import { localHref } from "@/lib/i18n/locales";

type Pasting = PastingChoice;

/** A fresh idempotency key (no crypto.randomUUID: it needs a secure context). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** How long the estimate waits for the page's plan of a changed list before it asks without it. */
const PLAN_WAIT_MS = 5000;

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
 * Under the plan on the cut-list page: the server's itemised estimate of the
 * list (asked again, debounced, as the list changes) and "Place order". The
 * browser never computes a price; it shows what the server answered. The
 * page's own plan goes with each question, so the estimate and the order are
 * for the sheets on the screen (the server checks the plan, and plans the list
 * itself when it does not hold up).
 */
export function OrderPanel({ plans = [], pagePlans = null, planning = false, ...rest }: PanelProps) {
  return (
    <QueryProvider>
      <Panel plans={plans} pagePlans={pagePlans} planning={planning} {...rest} />
    </QueryProvider>
  );
}

/**
 * With no network, the estimate is worked out on the phone from the prices it last saw (lib/client/last-prices.ts)
 * and the page's own plan, with the same arithmetic as the server's (lib/orders/estimate.ts).
 */
function useOfflineEstimate(active: boolean, cutList: CutList, plans: PlannedMaterial[], options: EstimateOptions) {
  const catalog = useCatalog();
  const [last, setLast] = useState<LastPrices | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void import("@/lib/client/last-prices")
      .then((m) => m.lastPrices())
      .then((p) => live && setLast(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active]);
  return useMemo(() => {
    if (!active || !last) return null;
    const sheets = plans.map((g) => ({
      material: g.material.id,
      sheets: g.plan.sheets.length,
      boards: boardsUsed(g, g.plan).map(({ source, count }) => ({ kind: source.kind, label: source.label, count, pricePaise: source.pricePaise })),
    }));
    try {
      return { estimate: computeEstimate(cutList, sheets, last.prices, options, catalog), seenAt: last.seenAt };
    } catch {
      return null; // prices from an older tariff without a key this list needs
    }
  }, [active, last, plans, cutList, options, catalog]);
}

function Panel({ cutList, blocked, plans, pagePlans, planning }: Required<Omit<PanelProps, "blocked">> & { blocked?: string }) {
  const [boardsBy, setBoardsBy] = useState<BoardsBy>("customer");
  // Kept with the list: pasting is charged per sheet, so the page's plan weighs it too (CutListWorkspace).
  const pasting = useCutListStore((s) => s.pasting);
  const setPasting = useCutListStore((s) => s.setPasting);
  const [ordering, setOrdering] = useState(false);
  const request = JSON.stringify({ cutList, boardsBy, pasting });
  const debounced = useDebounced(request, 600);
  // Both the list on screen and the debounced request must have parts: the stored list arrives after the first
  // render, and for 600 ms the debounced request is still the empty one (the server would answer 400).
  const asked = useMemo(() => JSON.parse(debounced) as { cutList: CutList }, [debounced]);
  const hasRows = cutList.rows.length > 0 && asked.cutList.rows.length > 0;
  // The page's plans go with the question when they are the plans of the list asked about. While the page is
  // still planning it the question waits (asked without them, the server would plan the list for nothing),
  // unless the plan is slow to come.
  const withPlans = debounced === request && !planning;
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (!planning) return;
    const t = setTimeout(() => setLate(request), PLAN_WAIT_MS);
    return () => clearTimeout(t);
  }, [planning, request]);
  const sent = withPlans && pagePlans ? pagePlans : null;
  const estimate = useQuery({
    queryKey: queryKeys.estimate(`${debounced}${sent?.key ?? ""}`),
    queryFn: ({ signal }) =>
      apiRequest<{ estimate: Estimate; prices: TariffPrices }>("/api/orders/estimate", {
        method: "POST",
        json: sent ? { ...asked, plans: sent.plans } : asked,
        signal,
      }),
    enabled: hasRows && !blocked && (withPlans || (planning && late === request)),
    // The last answer stays on screen, dimmed, while the next question waits for the page's plan or the server.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const stale = debounced !== request || estimate.isFetching || estimate.isPlaceholderData;
  // Every estimate the server answers brings its prices: kept for the next time there is no network.
  useEffect(() => {
    const prices = estimate.data?.prices;
    if (prices) void import("@/lib/client/last-prices").then((m) => m.rememberPrices(prices)).catch(() => undefined);
  }, [estimate.data]);
  // The network back: ask again at once, so "no network" goes as soon as there is one (issue 38).
  const { refetch } = estimate;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [refetch]);
  // Offline: the query waits for the network (TanStack Query pauses it), or its request never reached the server.
  const offline =
    (estimate.fetchStatus === "paused" && (!estimate.data || estimate.isPlaceholderData)) || (estimate.error as ApiError | null)?.status === 0;
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
          <select id="pasting" value={pasting} onChange={(e) => setPasting(e.target.value as Pasting)} className={inputClass}>
            <option value="none">{t.noPasting}</option>
            {PASTING_METHODS.map((p) => (
              <option key={p.id} value={p.id}>
                {fill(t.pastingEvery, { method: say(p.label) })}
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
        <EstimateError error={estimate.error as ApiError} rowError={t.rowError} fields={all.row.fields} />
      ) : estimate.data ? (
        <div aria-busy={stale} className={stale ? "opacity-60 transition-opacity" : ""}>
          <EstimateTable estimate={estimate.data.estimate} text={all.order.estimate} say={say} />
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
        <OrderForm cutList={cutList} boardsBy={boardsBy} pasting={pasting} pagePlans={pagePlans} onClose={() => setOrdering(false)} />
      )}
    </section>
  );
}

function EstimateError({ error, rowError, fields }: { error: ApiError; rowError: string; fields: Record<string, string> }) {
  const rows = Object.entries(error.errors ?? {}).map(([field, reason]) => {
    const m = /^cutList\.rows\.(\d+)\.(\w+)/.exec(field);
    return m ? fill(rowError, { row: Number(m[1]) + 1, field: fields[m[2]] ?? m[2], reason }) : `${field}: ${reason}`;
  });
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{error.message}</p>
      {rows.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {rows.slice(0, 8).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderForm({
  cutList,
  boardsBy,
  pasting,
  pagePlans,
  onClose,
}: {
  cutList: CutList;
  boardsBy: BoardsBy;
  pasting: Pasting;
  pagePlans: PagePlans | null;
  onClose: () => void;
}) {
  const user = useAuthStore((s) => s.user);
  const { setIsLogin } = useLoginFlag();
  const router = useRouter();
  const id = useId();
  const { order: words } = useCutListText().t;
  const locale = usePageLocale();
  const t = words.form;
  const [fulfilment, setFulfilment] = useState<Fulfilment>("pickup");
  const [billingState, setBillingState] = useState("33");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form opens where the customer's attention is: its first field takes the focus (issue 38).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, []);
  // One key per distinct order: a double tap or a retry after a time-out sends the same key and gets the same order back.
  const keyFor = useRef<{ body: string; key: string } | null>(null);
  const [queued, setQueued] = useState(false);
  // Once the outbox has sent this order, the note says so where the customer is looking, with its number (issue 38).
  const [sent, setSent] = useState<{ reference: string; link: string } | null>(null);
  const queuedNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!queued) return;
    const key = keyFor.current?.key;
    const check = () =>
      void import("@/lib/client/outbox").then(async (m) => {
        const done = (await m.sentOrders()).find((s) => s.key === key);
        if (done) setSent({ reference: done.reference, link: done.link });
      });
    check();
    window.addEventListener(OUTBOX_EVENT, check);
    return () => window.removeEventListener(OUTBOX_EVENT, check);
  }, [queued]);
  // The form folds into the note, and the page grows shorter: keep the note in view rather than the footer.
  useEffect(() => {
    if (queued) queuedNote.current?.scrollIntoView({ block: "center", behavior: "instant" });
  }, [queued, sent]);
  // With no network the order goes to the outbox on this phone, with its key, and is sent from there (lib/client/outbox.ts).
  // If the phone cannot keep it (storage blocked), the customer is told to try again with a network.
  const [cannotQueue, setCannotQueue] = useState(false);
  const queue = async (body: Record<string, unknown> & { idempotencyKey: string }) => {
    try {
      const { queueOrder } = await import("@/lib/client/outbox");
      await queueOrder(
        body,
        cutList.rows.reduce((n, r) => n + r.quantity, 0),
        locale,
        user?._id,
      );
      setQueued(true);
    } catch {
      setCannotQueue(true);
    }
  };
  const place = useMutation({
    mutationFn: (body: Record<string, unknown> & { idempotencyKey: string }) =>
      apiRequest<{ order: OrderDto }>("/api/orders", { method: "POST", json: body }),
    onSuccess: ({ order }) => {
      // A guest's order is remembered on this phone, for an account made later to take in.
      if (order.guest) rememberGuestOrder(order.reference, order.link);
      router.push(localHref(locale, order.link ?? `/orders/${order.reference}`));
    },
    onError: (e, body) => {
      if ((e as ApiError).status === 0) void queue(body);
      else setErrors((e as ApiError).errors ?? {});
    },
  });
  // Dates fixed when the form opens (render stays pure).
  const [{ min, week }] = useState(() => ({ min: indiaToday(), week: indiaToday(new Date(Date.now() + 7 * 86_400_000)) }));

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (place.isPending) return;
    const f = new FormData(ev.currentTarget);
    const get = (k: string) => String(f.get(k) ?? "").trim();
    const body: Record<string, unknown> = {
      cutList,
      boardsBy,
      pasting,
      fulfilment,
      requiredBy: get("requiredBy"),
      ...(fulfilment === "delivery" ? { deliveryAddress: get("deliveryAddress") } : {}),
      ...(get("site") ? { site: get("site") } : {}),
      ...(get("notes") ? { notes: get("notes") } : {}),
      ...(user ? {} : { guest: { name: get("name"), phone: get("phone"), ...(get("email") ? { email: get("email") } : {}) } }),
      // Billing details only when some were given (the invoice is otherwise made out to the customer).
      ...(get("billingName") || get("billingGstin") || get("billingAddress")
        ? { billing: { name: get("billingName"), address: get("billingAddress"), gstin: get("billingGstin"), stateCode: billingState } }
        : {}),
    };
    // The key follows the order, not the plan sent with it (the server does the same).
    const text = JSON.stringify(body);
    if (keyFor.current?.body !== text) keyFor.current = { body: text, key: newKey() };
    const full = { ...body, ...(pagePlans ? { plans: pagePlans.plans } : {}), idempotencyKey: keyFor.current.key };
    if (!navigator.onLine) void queue(full);
    else place.mutate(full);
  }

  if (queued) {
    return (
      <div
        ref={queuedNote}
        className="grid scroll-mt-24 gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-ink sm:p-4"
        role="status"
        data-testid="order-queued"
      >
        {sent ? (
          <p>
            <TaggedText text={fill(t.queuedSent, { reference: sent.reference })} tags={{ b: (chunk) => <strong>{chunk}</strong> }} />{" "}
            <Link href={localHref(locale, sent.link)} className="inline py-3 font-semibold text-brand-700 underline underline-offset-2">
              {words.outbox.open}
            </Link>
          </p>
        ) : (
          <>
            <p className="font-semibold">{t.queuedTitle}</p>
            <p>{t.queuedBody}</p>
          </>
        )}
      </div>
    );
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field id={`${id}-${name}`} name={name.replace(/^guest\./, "")} label={label} hint={hint} error={errors[name]} {...props} />
  );

  return (
    <form
      ref={formRef}
      // A field's error goes as soon as it is corrected (issue 38): "Name is required" never stays under a filled name.
      onChange={(e) => {
        const name = (e.target as unknown as HTMLInputElement).name;
        if (!name) return;
        const stale = Object.keys(errors).filter((k) => k === name || k.endsWith(`.${name}`));
        if (stale.length) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !stale.includes(k))));
      }}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 sm:p-4"
      aria-label={words.panel.placeOrder}
      data-testid="order-form"
    >
      {user ? (
        <p className="text-sm text-ink">
          <TaggedText text={fill(t.orderingAs, { name: user.name })} tags={{ b: (chunk) => <strong>{chunk}</strong> }} />
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <p className="text-sm text-ink sm:col-span-2">
            <TaggedText
              text={t.guestIntro}
              tags={{
                signin: (chunk) => (
                  <button
                    type="button"
                    className="inline py-3 font-semibold text-brand-700 underline underline-offset-2"
                    onClick={() => setIsLogin(true)}
                  >
                    {chunk}
                  </button>
                ),
              }}
            />
          </p>
          {field("guest.name", t.name, { autoComplete: "name", required: true, maxLength: 100 })}
          {field("guest.phone", t.phone, { type: "tel", autoComplete: "tel", inputMode: "tel", required: true, maxLength: 25 })}
          {field("guest.email", t.email, { type: "email", autoComplete: "email", maxLength: 254 })}
        </div>
      )}
      <Choices
        legend={t.fulfilment}
        name="fulfilment"
        value={fulfilment}
        onChange={setFulfilment}
        options={{ pickup: t.pickup, delivery: t.delivery }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {fulfilment === "delivery" && (
          <div className="sm:col-span-2">
            {field("deliveryAddress", t.deliveryAddress, { required: true, maxLength: 500, autoComplete: "street-address" })}
          </div>
        )}
        {field("requiredBy", t.requiredBy, { type: "date", min, defaultValue: week, required: true })}
        {field("site", t.site, { maxLength: 120 })}
        <div className="sm:col-span-2">{field("notes", t.notes, { maxLength: 2000 })}</div>
      </div>
      <details className="rounded-md border border-rule bg-white px-3 py-2" open={Object.keys(errors).some((k) => k.startsWith("billing"))}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-ink">{t.billing}</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-billingName`} name="billingName" label={t.billingName} maxLength={120} error={errors["billing.name"]} />
          <Field
            id={`${id}-billingGstin`}
            name="billingGstin"
            label={t.gstin}
            maxLength={20}
            autoCapitalize="characters"
            error={errors["billing.gstin"]}
          />
          <div className="sm:col-span-2">
            <Field id={`${id}-billingAddress`} name="billingAddress" label={t.billingAddress} maxLength={300} error={errors["billing.address"]} />
          </div>
          <StateSelect label={t.state} value={billingState} onChange={setBillingState} error={errors["billing.stateCode"]} />
        </div>
      </details>
      {cannotQueue && !place.error && (
        <p role="alert" className="text-sm text-red-800">
          {t.cannotQueue}
        </p>
      )}
      {place.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(place.error).message}
          {Object.keys(errors).some((k) => k.startsWith("cutList")) && t.checkRows}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "sm")} disabled={place.isPending} data-testid="place-order">
          {place.isPending ? t.placing : t.confirm}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onClose} disabled={place.isPending}>
          {t.notNow}
        </button>
      </div>
    </form>
  );
}

/** A question answered by one of a few choices, shown as radio chips (the chosen one outlined). */
function Choices<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: Record<T, string>;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as T[]).map((v) => (
          <label
            key={v}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${value === v ? "border-brand-700 bg-brand-50" : "border-rule bg-white"}`}
          >
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {options[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
