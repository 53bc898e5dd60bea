import { getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { getRateCard } from "@/lib/orders/rate-card";
import { BAND_THICKNESSES } from "@/lib/cutting/list/types";
import { bandingKey, cuttingKey, CUTTING_BANDS, HINGE_CUP_KEY, OTHER_HOLE_KEY, PASTING_METHODS, pastingKey } from "@/lib/orders/tariff-items";

/** "₹60" for whole rupees, "₹6.50" otherwise. */
const rupees = (paise: number) => formatRupees(paise, { paise: paise % 100 !== 0 });

/**
 * A short rate card on /services, from the console's tariff (issue 38, item 13): what cutting, banding, boring and
 * pasting cost, before GST, in the page's language. The figures are the ones every estimate is worked out from.
 */
export async function RateCard({ locale, headingLevel }: { locale: Locale; headingLevel: "h2" | "h3" }) {
  const card = await getRateCard();
  if (!card) return null;
  const t = await getTranslations({ locale, namespace: "Services.rates" });
  const H = headingLevel;
  const groups: { title: string; rows: { label: string; key: string }[] }[] = [
    { title: t("cutting"), rows: CUTTING_BANDS.map((b) => ({ label: t(`cuttingBands.${b.id}`), key: cuttingKey(b.id) })) },
    { title: t("banding"), rows: BAND_THICKNESSES.map((th) => ({ label: t("band", { t: th }), key: bandingKey(th) })) },
    {
      title: t("holes"),
      rows: [
        { label: t("hingeCup"), key: HINGE_CUP_KEY },
        { label: t("otherHole"), key: OTHER_HOLE_KEY },
      ],
    },
    { title: t("pasting"), rows: PASTING_METHODS.map((p) => ({ label: t(`pastingMethods.${p.id}`), key: pastingKey(p.id) })) },
  ];
  return (
    <section
      id="rates"
      aria-labelledby="rates-title"
      className="mt-12 scroll-mt-20 rounded-xl border border-rule bg-white p-5 sm:p-6"
      data-testid="rate-card"
    >
      <H id="rates-title" className="text-xl font-semibold text-brand-900">
        {t("title")}
      </H>
      <p className="mt-2 max-w-3xl text-base text-ink-muted">{t("intro", { gst: card.gstPercent })}</p>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((g) => (
          <table key={g.title} className="w-full text-base">
            <caption className="pb-2 text-left font-semibold text-ink">{g.title}</caption>
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.key} className="border-t border-rule">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                    {r.label}
                  </th>
                  <td className="py-2 text-right whitespace-nowrap text-ink tabular-nums">{rupees(card.prices[r.key] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="mt-4 text-sm text-ink-muted">{t("asOf", { date: formatDate(card.asOf, locale) })}</p>
    </section>
  );
}
