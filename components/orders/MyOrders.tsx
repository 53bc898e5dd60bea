"use client";

import { queryKeys } from "@/lib/client/query/keys";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { formatRupees } from "@/lib/format/money";
import type { OrderSummaryDto } from "@/lib/orders/dto";
import { formatDay, formatDate } from "@/lib/format/date";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText } from "@/lib/i18n/islands/account";
import { localHref } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { customerCanCancel, isFinal } from "@/lib/orders/status";
import { stationLine } from "@/lib/production/words";
import { CancelOrder } from "./CancelOrder";
import { GuestOrdersHere } from "./GuestOrdersHere";
import { DuplicateOrder } from "./DuplicateOrder";
import { QueryProvider } from "@/components/query/QueryProvider";
import { myOrders } from "@/lib/client/api/orders";
import { describeError } from "@/lib/client/api/request";
import { StatusBadge } from "./StatusBadge";

/** The account page's "Your orders": newest first, with open, and cancel while "received". */
export function MyOrders() {
  return (
    <QueryProvider>
      <OrdersCard />
    </QueryProvider>
  );
}

function OrdersCard() {
  const [page, setPage] = useState(1);
  const locale = usePageLocale();
  const t = accountText(locale).orders;
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.myOrderPage(page),
    queryFn: () => myOrders(page),
  });
  return (
    <section aria-labelledby="orders-title" className="rounded-lg border border-rule bg-white p-5 sm:p-6" data-testid="my-orders">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders-title" className="text-lg font-semibold text-ink">
          {t.title}
        </h2>
        <Link href={`${localHref(locale, "/cut-list")}?new`} className={buttonClass("secondary", "sm")} data-testid="new-cut-list">
          {t.newCutList}
        </Link>
      </div>
      <GuestOrdersHere />
      {isPending ? (
        <p className="mt-4 text-ink-muted">{t.loading}</p>
      ) : error ? (
        <p role="alert" className="mt-4 text-red-800">
          {describeError(error).message}
        </p>
      ) : !data || data.items.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t.none}</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3">
            {data.items.map((o) => (
              <OrderRow key={o.reference} order={o} />
            ))}
          </ul>
          {data.pages > 1 && (
            <nav aria-label={t.pages} className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className={buttonClass("secondary", "sm")} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t.newer}
              </button>
              <span className="tabular text-sm text-ink-muted">{fill(t.pageOf, { page: data.page, pages: data.pages })}</span>
              <button type="button" className={buttonClass("secondary", "sm")} disabled={page >= data.pages} onClick={() => setPage((p) => p + 1)}>
                {t.older}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function OrderRow({ order: o }: { order: OrderSummaryDto }) {
  const client = useQueryClient();
  const locale = usePageLocale();
  const t = accountText(locale).orders;
  const count = (n: number, one: string, many: string) => fill(n === 1 ? one : many, { n });
  return (
    <li className="rounded-md border border-rule p-3" data-testid="my-order">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link
            href={localHref(locale, `/orders/${o.reference}`)}
            className="tabular font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {o.reference}
          </Link>
          <p className="tabular text-xs text-ink-muted">
            {fill(t.placed, { placed: formatDate(o.createdAt, locale), required: formatDay(o.requiredBy, locale) })}
            {o.site && ` · ${o.site}`}
          </p>
        </div>
        <StatusBadge status={o.status} locale={locale} />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="tabular text-sm text-ink">
          {o.confirmedPaise != null
            ? fill(t.confirmed, { amount: formatRupees(o.confirmedPaise) })
            : fill(t.estimate, { amount: formatRupees(o.estimateTotalPaise) })}
          <span className="text-ink-muted">
            {fill(t.partsSheets, { parts: count(o.parts, t.pieceOne, t.pieceMany), sheets: count(o.sheets, t.sheetOne, t.sheetMany) })}
          </span>
          {(o.paidPaise !== 0 || o.balancePaise !== 0) && (
            <span className="block" data-testid="order-money-line">
              {fill(t.paid, { amount: formatRupees(o.paidPaise) })}
              {o.balancePaise < 0
                ? fill(t.refund, { amount: formatRupees(-o.balancePaise) })
                : o.balancePaise > 0
                  ? fill(t.due, { amount: formatRupees(o.balancePaise) })
                  : t.paidInFull}
            </span>
          )}
          {o.production && !isFinal(o.status) && (
            <span className="block" data-testid="order-progress-line">
              {/* One station a line: four counts in a row wrap badly on a phone, in Tamil most. */}
              {o.production.stations.map((s) => (
                <span key={s.id} className="block">
                  {stationLine(s, locale)}
                </span>
              ))}
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            href={localHref(locale, `/orders/${o.reference}`)}
            className={buttonClass("secondary", "sm")}
            aria-label={fill(t.openLabel, { reference: o.reference })}
          >
            {t.open}
          </Link>
          <DuplicateOrder reference={o.reference} />
          {customerCanCancel(o.status) && (
            <CancelOrder reference={o.reference} onCancelled={() => void client.invalidateQueries({ queryKey: queryKeys.myOrders })} />
          )}
        </div>
      </div>
    </li>
  );
}
