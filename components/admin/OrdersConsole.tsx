"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { QueryProvider } from "@/components/orders/QueryProvider";
import { apiRequest } from "@/lib/client/api/request";
import { StatusBadge } from "@/components/orders/StatusBadge";
import { formatRupees } from "@/lib/format/money";
import type { AdminOrderListDto } from "@/lib/orders/dto";
import { formatDay } from "@/lib/orders/messages";
import { ORDER_STATUSES, STATUS_LABEL, type OrderStatus } from "@/lib/orders/status";
import { buttonClass } from "@/components/ui/Button";
import { Pager } from "./Pager";
import { inputClass } from "@/components/ui/Input";
import { formatWhen } from "@/components/admin/format";

type Filter = OrderStatus | "" | "overdue";

export function OrdersConsole() {
  return (
    <QueryProvider>
      <Orders />
    </QueryProvider>
  );
}

/** Orders newest first: filter by status and placing date, search by reference, name or phone, paginated; CSV of a date range. */
function Orders() {
  const [status, setStatus] = useState<Filter>("");
  const [q, setQ] = useState("");
  const [draft, setDraft] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);

  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  const filterQuery = params.toString();
  const { data, error, isPending } = useQuery({
    queryKey: ["admin", "orders", filterQuery, page],
    queryFn: () => apiRequest<AdminOrderListDto>(`/api/admin/orders?${filterQuery}${filterQuery ? "&" : ""}page=${page}&limit=20`),
    placeholderData: keepPreviousData,
  });

  function onSearch(ev: FormEvent) {
    ev.preventDefault();
    setPage(1);
    setQ(draft.trim());
  }

  const tabs: { value: Filter; label: string; count?: number }[] = [
    { value: "", label: "All", count: data?.counts.all },
    { value: "overdue", label: "Overdue", count: data?.counts.overdue },
    ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s], count: data?.counts[s] })),
  ];

  return (
    <section aria-labelledby="orders-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="orders-title" className="text-2xl font-semibold text-ink">
            Orders
          </h1>
          <p className="mt-1 text-sm text-ink-muted">Job-work orders placed online, newest first.</p>
        </div>
        <a href={`/api/admin/orders/export?${filterQuery}`} className={buttonClass("secondary", "sm")} download data-testid="orders-csv">
          Export CSV{from || to ? " (dates below)" : ""}
        </a>
      </div>

      <div role="group" aria-label="Filter by status" className="-mx-4 mt-5 flex gap-1 overflow-x-auto px-4">
        {tabs.map((t) => (
          <button
            key={t.value || "all"}
            type="button"
            aria-pressed={status === t.value}
            onClick={() => {
              setStatus(t.value);
              setPage(1);
            }}
            className={`inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md border px-3 text-sm font-semibold ${
              status === t.value ? "border-brand-700 bg-brand-700 text-white" : "border-rule bg-white text-ink hover:border-brand-600"
            }`}
          >
            {t.label}
            {t.count !== undefined && <span className="tabular text-xs opacity-80">{t.count}</span>}
          </button>
        ))}
      </div>

      <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap gap-3">
          <label className="grid gap-1 text-sm text-ink-muted">
            Placed from
            <input
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                setPage(1);
              }}
              className={`${inputClass} w-44`}
            />
          </label>
          <label className="grid gap-1 text-sm text-ink-muted">
            to
            <input
              type="date"
              value={to}
              onChange={(e) => {
                setTo(e.target.value);
                setPage(1);
              }}
              className={`${inputClass} w-44`}
            />
          </label>
        </div>
        <form role="search" onSubmit={onSearch} className="flex gap-2">
          <label htmlFor="order-search" className="sr-only">
            Search orders
          </label>
          <input
            id="order-search"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="KPW-…, name or phone"
            className={`${inputClass} lg:w-72`}
          />
          <button type="submit" className={buttonClass("primary", "sm")}>
            Search
          </button>
        </form>
      </div>

      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {(error as Error).message}
        </p>
      )}

      {isPending ? (
        <p className="mt-6 text-ink-muted">Loading…</p>
      ) : !data || data.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-rule bg-white p-6 text-center text-ink-muted">No orders match.</p>
      ) : (
        <ol className="mt-5 grid gap-3" data-testid="order-list">
          {data.items.map((o) => (
            <li key={o.reference} className="rounded-lg border border-rule bg-white p-4" data-testid="order-item">
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
                    Placed {formatWhen(o.createdAt)} · {o.parts} part{o.parts === 1 ? "" : "s"}, {o.sheets} sheet{o.sheets === 1 ? "" : "s"} ·{" "}
                    {o.fulfilment}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1">
                  <StatusBadge status={o.status} />
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
            </li>
          ))}
        </ol>
      )}

      {data && <Pager page={data.page} pages={data.pages} total={data.total} noun="orders" onPage={setPage} />}
    </section>
  );
}
