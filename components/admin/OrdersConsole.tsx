"use client";

import { queryKeys } from "@/lib/client/query/keys";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import Link from "next/link";
import { useState } from "react";
import { adminOrders } from "@/lib/client/api/orders";
import { describeError } from "@/lib/client/api/request";
import { StatusBadge } from "@/components/orders/StatusBadge";
import { formatRupees } from "@/lib/format/money";
import { formatDay } from "@/lib/format/date";
import { isFinal, ORDER_STATUSES, STATUS_LABEL, type OrderStatus } from "@/lib/orders/status";
import { progressShort } from "@/lib/production/words";
import { buttonClass } from "@/components/ui/Button";
import { ConsoleList } from "./ConsoleList";
import { inputClass } from "@/components/ui/Input";
import { formatWhen } from "@/lib/format/date";
import { ConsoleHeading, ConsoleSearch, StatusTabs, useListPaging, type StatusTab } from "./ConsoleParts";
import { ordersExportHref } from "@/lib/client/api/links";

type Filter = OrderStatus | "" | "overdue";

export function OrdersConsole() {
  return <Orders />;
}

/** Orders newest first: filter by status and placing date, search by reference, name or phone, paginated; CSV of a date range. */
function Orders() {
  const [status, setStatus] = useState<Filter>("");
  const paging = useListPaging();
  const { page, setPage, q, firstPage } = paging;
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  const filterQuery = params.toString();
  const listing = useQuery({
    queryKey: queryKeys.adminOrderPage(filterQuery, page),
    queryFn: () => adminOrders(filterQuery, page),
    placeholderData: keepPreviousData,
  });
  const { data, error } = listing;

  const tabs: StatusTab<Exclude<Filter, "">>[] = [
    { value: "", label: "All", count: data?.counts.all },
    { value: "overdue", label: "Overdue", count: data?.counts.overdue },
    ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s], count: data?.counts[s] })),
  ];

  return (
    <section aria-labelledby="orders-title">
      <ConsoleHeading id="orders-title" title="Orders" intro="Job-work orders placed online, newest first.">
        <a href={ordersExportHref(filterQuery)} className={buttonClass("secondary", "sm")} download data-testid="orders-csv">
          Export CSV{from || to ? " (dates below)" : ""}
        </a>
      </ConsoleHeading>

      <StatusTabs className="mt-5" tabs={tabs} value={status} onChange={firstPage(setStatus)} />

      <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap gap-3">
          <DayInput label="Placed from" value={from} onChange={firstPage(setFrom)} />
          <DayInput label="to" value={to} onChange={firstPage(setTo)} />
        </div>
        <ConsoleSearch id="order-search" label="Search orders" placeholder="KPW-…, name or phone" paging={paging} />
      </div>

      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {describeError(error).message}
        </p>
      )}

      <ConsoleList query={listing} empty="No orders match." noun={["order", "orders"]} onPage={setPage} keyOf={(o) => o.reference}>
        {(o) => (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link href={`/admin/orders/${o.reference}`} className="tabular font-semibold text-brand-700 underline-offset-2 hover:underline">
                {o.reference}
              </Link>
              <p className="text-sm text-ink">
                {o.customer.name} ·{" "}
                <a className="text-brand-700 underline underline-offset-2" href={`tel:${o.customer.phone.replace(/[^\d+]/g, "")}`}>
                  {o.customer.phone}
                </a>
                {o.site && <span className="text-ink-muted"> · {o.site}</span>}
              </p>
              <p className="tabular text-xs text-ink-muted">
                Placed {formatWhen(o.createdAt)} · {o.parts} piece{o.parts === 1 ? "" : "s"}, {o.sheets} sheet{o.sheets === 1 ? "" : "s"} ·{" "}
                {o.fulfilment}
              </p>
            </div>
            <div className="grid justify-items-end gap-1">
              <StatusBadge status={o.status} />
              {o.production && !isFinal(o.status) && (
                <p className="tabular text-xs text-ink" data-testid="order-floor">
                  {progressShort(o.production.stations)}
                </p>
              )}
              <p className={`tabular text-xs ${o.overdue ? "font-semibold text-red-800" : "text-ink-muted"}`}>
                {o.overdue && <TriangleAlert aria-hidden="true" className="mr-1 inline size-3.5" />}
                {o.overdue ? "Overdue: was due " : "Due "}
                {formatDay(o.requiredBy)}
              </p>
              <p className="tabular text-sm text-ink">
                {o.confirmedPaise != null ? `Confirmed ${formatRupees(o.confirmedPaise)}` : `Estimate ${formatRupees(o.estimateTotalPaise)}`}
              </p>
            </div>
          </div>
        )}
      </ConsoleList>
    </section>
  );
}

function DayInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="grid gap-1 text-sm text-ink-muted">
      {label}
      <input type="date" value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} w-44`} />
    </label>
  );
}
