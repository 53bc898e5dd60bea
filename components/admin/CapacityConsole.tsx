"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { AtRisk, CapacityStation } from "@/lib/capacity/answers";
import { loadCapacity } from "@/lib/client/api/production";
import { queryKeys } from "@/lib/client/query/keys";
import { formatDay, formatWeekday, weekdayShort } from "@/lib/format/date";
import { capacityText, type CapacityText } from "@/lib/i18n/islands/capacity";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { stationName } from "@/lib/production/stations";

const DAYS = 14;
const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toLocaleString("en-IN");

/**
 * The Capacity page (issue 70): each station's next days with the confirmed work loaded on them, as a bar per day
 * (red when full, grey when closed), and the orders at risk with their customer's message ready. In the reader's
 * language (the console's language switch).
 */
export function CapacityConsole({ locale, canSet }: { locale: Locale; canSet: boolean }) {
  const t = capacityText(locale);
  const { data, error } = useQuery({ queryKey: queryKeys.capacityDays(DAYS), queryFn: () => loadCapacity(DAYS) });
  return (
    <section aria-labelledby="capacity-title" className="grid min-w-0 gap-5" lang={locale === "ta" ? "ta" : "en"} data-testid="capacity-page">
      <div>
        <h1 id="capacity-title" className="text-2xl font-semibold text-ink">
          {t.title}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t.intro}</p>
        {canSet && (
          <p className="mt-1 text-sm">
            <Link href="/admin/stations" className="font-semibold text-brand-700 underline underline-offset-4">
              {t.setIt}
            </Link>
          </p>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {fill(t.failed, { message: (error as Error).message })}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm text-ink-muted">
          {t.loading}
        </p>
      ) : (
        <>
          <LoadChart stations={data.stations} t={t} locale={locale} />
          <RiskList atRisk={data.atRisk} stations={data.stations} t={t} locale={locale} />
        </>
      )}
    </section>
  );
}

function LoadChart({ stations, t, locale }: { stations: CapacityStation[]; t: CapacityText; locale: Locale }) {
  const dates = stations[0]?.days.map((d) => d.date) ?? [];
  return (
    <div className="grid min-w-0 gap-2">
      <h2 className="text-lg font-semibold text-ink">{fill(t.days, { n: dates.length })}</h2>
      {/* Focusable so that keyboard users can scroll it sideways on a phone. */}
      <div className="min-w-0 overflow-x-auto rounded-lg border border-rule bg-white" tabIndex={0} role="region" aria-label={t.region}>
        <table className="tabular w-full min-w-[56rem] border-collapse text-xs" data-testid="capacity-chart">
          <thead>
            <tr className="border-b border-rule">
              <th scope="col" className="sticky left-0 bg-white p-2 text-left font-semibold">
                {t.station}
              </th>
              {dates.map((d) => (
                <th key={d} scope="col" className="p-1 text-center font-medium text-ink-muted">
                  {weekdayShort(d, locale)}
                  <span className="block text-ink">{Number(d.slice(8))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stations.map((s) => (
              <tr key={s.id} className="border-b border-rule last:border-0" data-testid={`capacity-${s.id}`}>
                <th scope="row" className="sticky left-0 bg-white p-2 text-left font-semibold text-ink">
                  {stationName(s, locale)}
                </th>
                {s.days.map((d) => {
                  const closed = d.capacityMinutes === 0;
                  const share = closed ? 0 : Math.min(1, d.plannedMinutes / d.capacityMinutes);
                  const full = !closed && d.plannedMinutes >= d.capacityMinutes - 1;
                  const label = closed
                    ? `${formatDay(d.date, locale)}: ${t.closed}`
                    : fill(t.dayOrders, {
                        date: formatDay(d.date, locale),
                        minutes: d.plannedMinutes,
                        capacity: d.capacityMinutes,
                        orders: d.orders.length ? d.orders.join(", ") : "none",
                      });
                  return (
                    <td
                      key={d.date}
                      className="relative p-1 align-bottom"
                      title={label}
                      data-full={full ? "true" : undefined}
                      data-closed={closed ? "true" : undefined}
                    >
                      <span className="sr-only">{label}</span>
                      <div
                        aria-hidden="true"
                        className={`relative mx-auto h-12 w-7 overflow-hidden rounded-sm ${closed ? "bg-stone-warm" : "bg-brand-50"}`}
                      >
                        {!closed && (
                          <div
                            className={`absolute inset-x-0 bottom-0 ${full ? "bg-red-700" : "bg-brand-600"}`}
                            style={{ height: `${Math.round(share * 100)}%` }}
                          />
                        )}
                      </div>
                      <div aria-hidden="true" className="mt-0.5 text-center text-[10px] text-ink-muted">
                        {closed ? "–" : hours(d.plannedMinutes)}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RiskList({ atRisk, stations, t, locale }: { atRisk: AtRisk[]; stations: CapacityStation[]; t: CapacityText; locale: Locale }) {
  const nameOf = (id: string) => {
    const s = stations.find((x) => x.id === id);
    return s ? stationName(s, locale) : id;
  };
  return (
    <div className="grid gap-2" data-testid="capacity-at-risk">
      <h2 className="text-lg font-semibold text-ink">{t.atRisk}</h2>
      {atRisk.length === 0 ? (
        <p className="text-sm text-ink-muted">{t.noneAtRisk}</p>
      ) : (
        <ul className="grid gap-2">
          {atRisk.map((o) => (
            <li key={o.reference} className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="at-risk">
              <p>
                <Link href={`/admin/orders/${o.reference}`} className="tabular font-semibold text-brand-700 underline underline-offset-4">
                  {o.reference}
                </Link>{" "}
                · {o.customer} · {fill(t.promised, { day: formatWeekday(o.promisedOn, locale) })}
              </p>
              <ul className="list-disc pl-5 text-ink">
                {o.reasons.map((r) => (
                  <li key={r.kind === "behind" ? r.station : "late"}>
                    {r.kind === "behind"
                      ? fill(t.behind, { station: nameOf(r.station), day: formatWeekday(r.plannedOn, locale) })
                      : fill(t.late, { day: formatWeekday(r.readyOn, locale) })}
                  </li>
                ))}
              </ul>
              <a
                href={o.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="justify-self-start font-semibold text-brand-700 underline underline-offset-4"
              >
                {t.whatsapp}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
