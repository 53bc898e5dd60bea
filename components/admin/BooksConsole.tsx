"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { StatusLine } from "@/components/ui/StatusLine";
import { ConsoleHeading } from "./ConsoleParts";
import { ApiError } from "@/lib/client/api/request";
import { gstr1Href, tallyHref } from "@/lib/client/api/links";
import { loadBooksMonth, markReturnFiled } from "@/lib/client/api/money";
import { useConsoleSave } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { formatWhen } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/money";
import { booksText } from "@/lib/i18n/islands/books";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import type { Section } from "@/lib/money/gstr1";

const SECTIONS: readonly Section[] = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur"];

/** The last day of a month "YYYY-MM". */
const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

/**
 * The Books page (issue 69): a month's GSTR-1 section by section, checked against the GST register, its two files
 * for the accountant, and marking it filed. In the reader's language (the console's language switch).
 */
export function BooksConsole({ locale, initialMonth }: { locale: Locale; initialMonth: string }) {
  const t = booksText(locale);
  const [month, setMonth] = useState(initialMonth);
  const client = useQueryClient();
  const books = useQuery({
    queryKey: queryKeys.booksMonth(month),
    queryFn: () => loadBooksMonth(month, locale),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  // The console's one save path: the answer is the month as it now stands, put in the page's cache.
  const { save: file, status: fileStatus } = useConsoleSave({
    queryKey: queryKeys.booksMonth(month),
    send: () => markReturnFiled(month, locale),
    savedText: t.markedFiled,
  });
  const d = books.data;
  const agrees = d && d.returnTaxablePaise === d.registerTaxablePaise;
  // A download is recorded by the server: the page reads the month again once the file is on its way.
  const downloaded = () => setTimeout(() => void client.invalidateQueries({ queryKey: queryKeys.booksMonth(month) }), 1500);
  const link = `${buttonClass("secondary", "sm")} justify-self-start`;

  return (
    <section aria-labelledby="books-title" className="grid max-w-3xl gap-5" lang={locale === "ta" ? "ta" : "en"} data-testid="books-page">
      <ConsoleHeading id="books-title" title={t.title} intro={t.intro} />
      <label className="grid max-w-xs gap-1 text-sm font-medium text-ink">
        {t.month}
        <input
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="min-h-11 rounded-md border border-rule bg-white px-3 text-base"
          data-testid="books-month"
        />
      </label>
      {books.isPending && <p className="text-sm text-ink-muted">{t.loading}</p>}
      {books.error && (
        <p role="alert" className="text-sm text-red-800">
          {books.error instanceof ApiError ? books.error.message : String(books.error)}
        </p>
      )}
      {d && (
        <>
          {d.example && (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
              {t.example}
            </p>
          )}
          {/* Focusable so that keyboard users can scroll it sideways on a phone. */}
          <div className="overflow-x-auto rounded-lg border border-rule bg-white" tabIndex={0} role="region" aria-label={t.sections}>
            <table className="tabular w-full text-sm" data-testid="books-sections">
              <caption className="p-3 text-left font-semibold text-ink">{t.sections}</caption>
              <thead>
                <tr className="border-b border-rule text-left">
                  {[t.section, t.count, t.taxable, t.tax].map((head, i) => (
                    <th key={i} scope="col" className={i ? "p-2 text-right" : "p-2"}>
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SECTIONS.map((s) => (
                  <tr key={s} className="border-b border-rule last:border-0" data-testid={`books-${s}`}>
                    <th scope="row" className="p-2 text-left font-normal">
                      {t[s]}
                    </th>
                    <td className="p-2 text-right">{d.sections[s].count}</td>
                    <td className="p-2 text-right">{formatRupees(d.sections[s].taxablePaise)}</td>
                    <td className="p-2 text-right">{formatRupees(d.sections[s].taxPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-ink-muted">{fill(t.challans, { n: d.challans }, locale)}</p>
          <p
            className={`text-sm font-medium ${agrees ? "text-emerald-800" : "text-red-800"}`}
            role={agrees ? undefined : "alert"}
            data-testid="books-agree"
          >
            {agrees
              ? fill(t.agrees, { amount: formatRupees(d.returnTaxablePaise) })
              : fill(t.differs, { ret: formatRupees(d.returnTaxablePaise), reg: formatRupees(d.registerTaxablePaise) })}
          </p>
          {!d.example && (
            <div className="grid gap-3">
              <div className="grid gap-1">
                <a href={gstr1Href(month)} download className={link} onClick={downloaded} data-testid="books-gstr1">
                  {t.gstr1}
                </a>
                <p className="text-xs text-ink-muted">{t.gstr1Hint}</p>
              </div>
              <div className="grid gap-1">
                <a href={tallyHref(`${month}-01`, lastDay(month))} download className={link} data-testid="books-tally">
                  {t.tally}
                </a>
                <p className="text-xs text-ink-muted">{t.tallyHint}</p>
              </div>
            </div>
          )}
          <div className="grid gap-2 rounded-lg border border-rule bg-white p-4" data-testid="books-filing">
            {d.filedAt ? (
              <p className="text-sm font-medium text-ink">{fill(t.filed, { when: formatWhen(d.filedAt, locale), who: d.filedBy })}</p>
            ) : (
              <>
                <p className="text-sm text-ink-muted">
                  {d.downloadedAt ? fill(t.downloaded, { when: formatWhen(d.downloadedAt, locale) }) : t.notDownloaded}
                </p>
                <button
                  type="button"
                  className={`${buttonClass("primary", "sm")} justify-self-start`}
                  disabled={!d.downloadedAt || file.isPending}
                  onClick={() => file.mutate(undefined)}
                >
                  {file.isPending ? t.filing : t.markFiled}
                </button>
              </>
            )}
            <StatusLine status={fileStatus} />
          </div>
        </>
      )}
    </section>
  );
}
