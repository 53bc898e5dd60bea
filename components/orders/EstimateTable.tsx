import { formatRupees } from "@/lib/format/money";
import type { Estimate } from "@/lib/orders/estimate";
import type { OrderText } from "@/lib/i18n/islands/order";
import { fill } from "@/lib/i18n/template";
import type { Say } from "@/lib/i18n/say";
import { lineWords, remarkWords } from "@/lib/orders/estimate-words";

export type EstimateText = OrderText["estimate"];

function quantity(q: number, unit: string, units: EstimateText["units"]) {
  const word = units[unit as keyof EstimateText["units"]] ?? unit;
  return unit === "metre" ? `${q.toFixed(2)} ${fill(word, { n: q })}` : `${q} ${fill(word, { n: q })}`;
}

/**
 * The itemised estimate as the server computed it: lines, subtotal, GST as its own line, total.
 * `confirmedPaise` (when the workshop has confirmed) is shown under it. `text` are the table's words in the page's
 * language, `say` puts the lines' and remarks' English (built by lib/orders/estimate.ts) in it.
 */
export function EstimateTable({
  estimate,
  confirmedPaise,
  caption,
  text,
  say,
}: {
  estimate: Estimate;
  confirmedPaise?: number | null;
  caption?: string;
  text: EstimateText;
  say: Say;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm" data-testid="estimate">
        <caption className="pb-2 text-left text-base font-semibold text-ink">{caption ?? text.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{text.item}</th>
            <th scope="col">{text.quantityRate}</th>
            <th scope="col">{text.amount}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.length === 0 && (
            <tr>
              <td colSpan={3} className="py-2 text-ink-muted">
                {text.nothing}
              </td>
            </tr>
          )}
          {estimate.lines.map((l, i) => (
            <tr key={`${l.key}-${i}`} className="border-t border-rule align-top">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-ink">
                {say(lineWords(l))}
              </th>
              <td className="tabular py-1.5 pr-2 text-ink-muted">
                {quantity(l.quantity, l.unit, text.units)} × {formatRupees(l.ratePaise)}
              </td>
              <td className="tabular py-1.5 text-right text-ink">{formatRupees(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular">
          <tr className="border-t-2 border-ink/20">
            <th scope="row" colSpan={2} className="py-1.5 text-left font-medium text-ink">
              {text.subtotal}
            </th>
            <td className="py-1.5 text-right">{formatRupees(estimate.subtotalPaise)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1.5 text-left font-medium text-ink">
              {fill(text.gst, { percent: estimate.gstPercent })}
            </th>
            <td className="py-1.5 text-right">{formatRupees(estimate.gstPaise)}</td>
          </tr>
          <tr className="border-t border-rule text-base">
            <th scope="row" colSpan={2} className="py-2 text-left font-semibold text-ink">
              {text.total}
            </th>
            <td className="py-2 text-right font-semibold text-ink" data-testid="estimate-total">
              {formatRupees(estimate.totalPaise)}
            </td>
          </tr>
          {confirmedPaise != null && (
            <tr className="bg-brand-50 text-base">
              <th scope="row" colSpan={2} className="px-1 py-2 text-left font-semibold text-brand-900">
                {text.confirmed}
              </th>
              <td className="px-1 py-2 text-right font-semibold text-brand-900" data-testid="confirmed-price">
                {formatRupees(confirmedPaise)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      {(estimate.remarks.length > 0 || estimate.holes.hingeCups + estimate.holes.otherHoles > 0) && (
        <ul className="mt-2 grid gap-1 text-xs text-ink-muted">
          {estimate.holes.hingeCups + estimate.holes.otherHoles > 0 && (
            <li>{fill(text.holesRead, { cups: estimate.holes.hingeCups, other: estimate.holes.otherHoles })}</li>
          )}
          {remarkWords(estimate).map((r, i) => (
            <li key={i}>{say(r)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
