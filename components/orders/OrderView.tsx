import { formatRupees } from "@/lib/format/money";
import type { OrderDto } from "@/lib/orders/dto";
import { formatDay } from "@/lib/orders/messages";
import { STATUS_MEANING } from "@/lib/orders/status";
import { CutListTable } from "./CutListTable";
import { EstimateTable } from "./EstimateTable";
import { PlanSummary } from "./PlanSummary";
import { StatusBadge } from "./StatusBadge";
import { StatusHistory } from "./StatusHistory";

const PASTING: Record<OrderDto["pasting"], string> = {
  none: "No pasting",
  "hot-press": "Hot press pasting",
  "contact-adhesive": "Contact adhesive pasting",
};

/** The order as its customer (or an admin) reads it: status, details, estimate, list, plan and history. Server-rendered. */
export function OrderView({ order, actions }: { order: OrderDto; actions?: React.ReactNode }) {
  const placed = new Date(order.createdAt).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
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
        <EstimateTable estimate={order.estimate} confirmedPaise={order.confirmedPaise} />
        <p className="mt-3 text-sm text-ink-muted">
          {order.confirmedPaise != null
            ? `The workshop confirmed ${formatRupees(order.confirmedPaise)} including GST.`
            : "This is an estimate from the workshop's tariff. The workshop confirms the price before cutting."}
        </p>
      </section>

      <section aria-labelledby="list-title" className="grid gap-2">
        <h2 id="list-title" className="text-xl font-semibold text-ink">
          Cut list
        </h2>
        <CutListTable cutList={order.cutList} />
        <p className="tabular text-xs text-ink-muted">
          Saw kerf {order.cutList.saw.kerf} mm, trim {order.cutList.saw.trim} mm per edge.
        </p>
      </section>

      <section aria-labelledby="plan-title" className="grid gap-2">
        <h2 id="plan-title" className="text-xl font-semibold text-ink">
          Cutting plan
        </h2>
        <PlanSummary plans={order.plans} rows={order.cutList.rows} />
      </section>

      <section aria-labelledby="history-title" className="grid gap-2">
        <h2 id="history-title" className="text-xl font-semibold text-ink">
          Status history
        </h2>
        <StatusHistory history={order.history} />
      </section>
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
