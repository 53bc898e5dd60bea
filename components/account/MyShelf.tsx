"use client";

import { useQuery } from "@tanstack/react-query";
import { describeError } from "@/lib/client/api/request";
import { loadShelf } from "@/lib/client/api/orders";
import { usePageLocale } from "@/lib/client/page-locale";
import { queryKeys } from "@/lib/client/query/keys";
import { formatDate } from "@/lib/format/date";
import { accountText } from "@/lib/i18n/islands/account";
import { fill } from "@/lib/i18n/template";
import { mm } from "@/lib/rack/shelf";

/** The account page's shelf (issue 54): the customer's pieces the workshop keeps under their name, and until when. */
export function MyShelf() {
  const locale = usePageLocale();
  const t = accountText(locale).shelf;
  const { data, error, isPending } = useQuery({ queryKey: queryKeys.myShelf, queryFn: ({ signal }) => loadShelf(signal) });
  return (
    <section aria-labelledby="shelf-title" className="rounded-lg border border-rule bg-white p-5 sm:p-6" data-testid="my-shelf">
      <h2 id="shelf-title" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      {isPending ? (
        <p className="mt-3 text-ink-muted">{t.loading}</p>
      ) : error ? (
        <p role="alert" className="mt-3 text-red-800">
          {describeError(error).message}
        </p>
      ) : !data || data.pieces.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t.none}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">{fill(t.intro, { days: data.keepDays })}</p>
          <ul className="mt-3 grid gap-3">
            {data.pieces.map((p) => (
              <li key={p.id} className="grid gap-0.5 border-t border-rule pt-3 text-sm" data-testid="shelf-piece">
                <span className="tabular font-medium text-ink">
                  {fill(t.piece, { length: mm(p.length), width: mm(p.width), material: p.materialLabel })}
                </span>
                <span className="text-ink-muted">
                  {p.from ? fill(t.from, { reference: p.from }) : t.brought} · {fill(t.label, { id: p.id })}
                </span>
                <span className="text-ink-muted">
                  {fill(t.since, { date: formatDate(p.since, locale) })} · {fill(t.until, { date: formatDate(p.keepUntil, locale) })}
                </span>
                {p.order && <span className="font-medium text-brand-800">{fill(t.reserved, { reference: p.order })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
