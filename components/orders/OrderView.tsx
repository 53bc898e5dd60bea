import { formatRupees } from "@/lib/format/money";
import type { OrderDto } from "@/lib/orders/dto";
import { formatDay, formatWeekday } from "@/lib/format/date";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { namesIn } from "@/lib/cutting/list/materials";
import { messagesIn } from "@/lib/i18n/server-messages";
import { fill } from "@/lib/i18n/template";
import { statusMeaning } from "@/lib/orders/status";
import { CutListTable } from "./CutListTable";
import { EstimateTable } from "./EstimateTable";
import { PlanSummary } from "./PlanSummary";
import { StatusBadge } from "./StatusBadge";
import { cancelReasonIn } from "@/lib/orders/history-words";
import { StatusHistory } from "./StatusHistory";
import { formatWhen } from "@/lib/format/date";
import type { ProductionDto } from "@/lib/orders/dto";
import { stationName } from "@/lib/production/stations";
import { stationLine } from "@/lib/production/words";

/** The order as its customer (or an admin) reads it: status, details, estimate, list, plan and history. Server-rendered, in `locale`. */
export function OrderView({
  order,
  actions,
  money,
  leftovers,
  locale = "en",
}: {
  order: OrderDto;
  actions?: React.ReactNode;
  money?: React.ReactNode;
  /** The customer's choice for the pieces worth keeping (issue 54), under the plan. */
  leftovers?: React.ReactNode;
  locale?: Locale;
}) {
  const words = orderWords(locale);
  const t = words.view;
  const say = messagesIn(locale);
  const placed = formatWhen(order.createdAt, locale);
  const names = namesIn(order.materials, order.materialsTa, locale);
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header className="grid gap-2">
        <p className="text-sm text-ink-muted">{t.kind}</p>
        <h1 className="tabular text-3xl font-semibold text-ink" data-testid="order-reference">
          {order.reference}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} locale={locale} />
          <span className="text-sm text-ink-muted">{statusMeaning(order.status, locale)}</span>
        </div>
        {order.status === "cancelled" && order.cancelReason && (
          <p className="text-sm text-ink">{fill(t.reason, { reason: cancelReasonIn(order, locale) })}</p>
        )}
      </header>

      {actions}

      {order.production && order.status !== "cancelled" && (
        <Progress production={order.production} locale={locale} title={t.progress} done={t.progressDone} />
      )}

      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-rule bg-white p-4 text-sm sm:grid-cols-2">
        <Item term={t.placed}>{placed}</Item>
        <Item term={t.requiredBy}>{formatDay(order.requiredBy, locale)}</Item>
        {order.promisedOn && (
          // The day the workshop promised at confirmation (issue 70), and why it moved, when it did.
          <Item term={t.promisedOn}>
            <span data-testid="promised-on">{formatWeekday(order.promisedOn, locale)}</span>
            {order.promiseReason && <span className="block text-sm text-ink-muted">{fill(t.promiseMoved, { reason: order.promiseReason })}</span>}
          </Item>
        )}
        <Item term={t.customer}>
          {order.customer.name}, {order.customer.phone}
          {order.customer.email && `, ${order.customer.email}`}
        </Item>
        <Item term={order.fulfilment === "delivery" ? t.deliveryTo : t.pickup}>
          {order.fulfilment === "delivery" ? [order.deliveryAddress, order.deliveryPincode].filter(Boolean).join(" – ") : t.collect}
        </Item>
        {order.site && <Item term={t.site}>{order.site}</Item>}
        <Item term={t.boards}>{order.boardsBy === "workshop" ? t.boardsWorkshop : t.boardsCustomer}</Item>
        <Item term={t.pasting}>{t.pastings[order.pasting]}</Item>
        {order.notes && <Item term={t.notes}>{order.notes}</Item>}
      </dl>

      <section aria-labelledby="estimate-title" className="rounded-lg border border-rule bg-white p-4">
        <h2 id="estimate-title" className="sr-only">
          {t.price}
        </h2>
        <EstimateTable estimate={order.estimate} confirmedPaise={order.confirmedPaise} text={words.estimate} say={say} />
        <p className="mt-3 text-sm text-ink-muted">
          {order.confirmedPaise != null ? fill(t.confirmedNote, { price: formatRupees(order.confirmedPaise) }) : t.estimateNote}
        </p>
      </section>

      {money}

      <Section id="list-title" title={t.cutList}>
        <CutListTable cutList={order.cutList} locale={locale} names={names} />
        <p className="tabular text-xs text-ink-muted">{fill(t.saw, { kerf: order.cutList.saw.kerf, trim: order.cutList.saw.trim })}</p>
      </Section>

      <Section id="plan-title" title={t.plan}>
        <PlanSummary plans={order.plans} cutList={order.cutList} reference={order.reference} materials={names} locale={locale} />
      </Section>

      {leftovers}

      <Section id="history-title" title={t.history}>
        <StatusHistory history={order.history} locale={locale} stations={order.production?.stations ?? []} />
      </Section>
    </div>
  );
}

/** Where the pieces are in the workshop, per station (issue 40): a bar and "38 of 40 pieces cut". */
function Progress({ production, locale, title, done }: { production: ProductionDto; locale: Locale; title: string; done: string }) {
  return (
    <section aria-labelledby="progress-title" className="grid gap-3 rounded-lg border border-rule bg-white p-4" data-testid="order-progress">
      <h2 id="progress-title" className="text-base font-semibold text-ink">
        {title}
      </h2>
      <ul className="grid gap-2.5">
        {production.stations.map((s) => (
          <li key={s.id} className="grid gap-1">
            <span className="flex justify-between gap-3 text-sm text-ink">
              <span>{stationName(s, locale)}</span>
              <span className="tabular text-ink-muted">{stationLine(s, locale)}</span>
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-stone-warm" aria-hidden>
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.round((100 * s.done) / Math.max(1, s.of))}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {production.complete && <p className="text-sm font-medium text-brand-800">{done}</p>}
    </section>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** One titled part of the order page (its heading names it for screen readers). */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
