import { formatRupees } from "@/lib/format/money";
import type { OrderDto } from "@/lib/orders/dto";
import { formatDay } from "@/lib/format/date";
import { estimateWords } from "@/lib/i18n/islands/cutlist";
import { STATUS_MEANING } from "@/lib/orders/status";
import { CutListTable } from "./CutListTable";
import { EstimateTable } from "./EstimateTable";
import { PlanSummary } from "./PlanSummary";
import { StatusBadge } from "./StatusBadge";
import { StatusHistory } from "./StatusHistory";
import { formatWhen } from "@/lib/format/date";

const PASTING: Record<OrderDto["pasting"], string> = {
  none: "No pasting",
  "hot-press": "Hot press pasting",
  "contact-adhesive": "Contact adhesive pasting",
};

/** The order as its customer (or an admin) reads it: status, details, estimate, list, plan and history. Server-rendered. */
export function OrderView({ order, actions, money }: { order: OrderDto; actions?: React.ReactNode; money?: React.ReactNode }) {
  const placed = formatWhen(order.createdAt);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-ink-muted">Job-work order</p>
        <h1 className="tabular text-3xl font-semibold text-ink" data-testid="order-reference">
          {order.reference}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} />
          <span className="text-sm text-ink-muted">{STATUS_MEANING[order.status]}</span>
        </div>
        {order.status === "cancelled" && order.cancelReason && <p className="text-sm text-ink">Reason: {order.cancelReason}</p>}
      </header>

      {actions}

      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-rule bg-white p-4 text-sm sm:grid-cols-2">
        <Item term="Placed">{placed}</Item>
        <Item term="Required by">{formatDay(order.requiredBy)}</Item>
        <Item term="Customer">
          {order.customer.name}, {order.customer.phone}
          {order.customer.email && `, ${order.customer.email}`}
        </Item>
        <Item term={order.fulfilment === "delivery" ? "Delivery to" : "Pickup"}>
          {order.fulfilment === "delivery" ? order.deliveryAddress : "Collect from the workshop"}
        </Item>
        {order.site && <Item term="Site or project">{order.site}</Item>}
        <Item term="Boards">{order.boardsBy === "workshop" ? "Supplied by the workshop" : "Supplied by the customer"}</Item>
        <Item term="Pasting">{PASTING[order.pasting]}</Item>
        {order.notes && <Item term="Notes">{order.notes}</Item>}
      </dl>

      <section aria-labelledby="estimate-title" className="rounded-lg border border-rule bg-white p-4">
        <h2 id="estimate-title" className="sr-only">
          Price
        </h2>
        <EstimateTable estimate={order.estimate} confirmedPaise={order.confirmedPaise} text={estimateWords("en")} />
        <p className="mt-3 text-sm text-ink-muted">
          {order.confirmedPaise != null
            ? `The workshop confirmed ${formatRupees(order.confirmedPaise)} including GST.`
            : "This is an estimate from the workshop's tariff. The workshop confirms the price before cutting."}
        </p>
      </section>

      {money}

      <Section id="list-title" title="Cut list">
        <CutListTable cutList={order.cutList} />
        <p className="tabular text-xs text-ink-muted">
          Saw kerf {order.cutList.saw.kerf} mm, trim {order.cutList.saw.trim} mm per edge.
        </p>
      </Section>

      <Section id="plan-title" title="Cutting plan">
        <PlanSummary plans={order.plans} cutList={order.cutList} reference={order.reference} materials={order.materials} />
      </Section>

      <Section id="history-title" title="Status history">
        <StatusHistory history={order.history} />
      </Section>
    </div>
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
