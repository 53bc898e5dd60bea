import { formatRupees } from "@/lib/format/money";
import type { Estimate } from "@/lib/orders/estimate";

const UNIT: Record<string, [string, string]> = { sheet: ["sheet", "sheets"], metre: ["m", "m"], hole: ["hole", "holes"] };

function quantity(q: number, unit: string) {
  const [one, many] = UNIT[unit] ?? [unit, unit];
  return unit === "metre" ? `${q.toFixed(2)} ${one}` : `${q} ${q === 1 ? one : many}`;
}

/**
 * The itemised estimate as the server computed it: lines, subtotal, GST as its own line, total.
 * `confirmedPaise` (when the workshop has confirmed) is shown under it.
 */
export function EstimateTable({
  estimate,
  confirmedPaise,
  caption = "Estimate",
}: {
  estimate: Estimate;
  confirmedPaise?: number | null;
  caption?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm" data-testid="estimate">
        <caption className="pb-2 text-left text-base font-semibold text-ink">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity and rate</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.length === 0 && (
            <tr>
              <td colSpan={3} className="py-2 text-ink-muted">
                Nothing to price yet.
              </td>
            </tr>
          )}
          {estimate.lines.map((l, i) => (
            <tr key={`${l.key}-${i}`} className="border-t border-rule align-top">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-ink">
                {l.label}
              </th>
              <td className="tabular py-1.5 pr-2 text-ink-muted">
                {quantity(l.quantity, l.unit)} × {formatRupees(l.ratePaise)}
              </td>
              <td className="tabular py-1.5 text-right text-ink">{formatRupees(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular">
          <tr className="border-t-2 border-ink/20">
            <th scope="row" colSpan={2} className="py-1.5 text-left font-medium text-ink">
              Subtotal
            </th>
            <td className="py-1.5 text-right">{formatRupees(estimate.subtotalPaise)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1.5 text-left font-medium text-ink">
              GST {estimate.gstPercent}%
            </th>
            <td className="py-1.5 text-right">{formatRupees(estimate.gstPaise)}</td>
          </tr>
          <tr className="border-t border-rule text-base">
            <th scope="row" colSpan={2} className="py-2 text-left font-semibold text-ink">
              Estimated total
            </th>
            <td className="py-2 text-right font-semibold text-ink" data-testid="estimate-total">
              {formatRupees(estimate.totalPaise)}
            </td>
          </tr>
          {confirmedPaise != null && (
            <tr className="bg-brand-50 text-base">
              <th scope="row" colSpan={2} className="px-1 py-2 text-left font-semibold text-brand-900">
                Confirmed price (incl. GST)
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
            <li>
              Holes read from the notes: {estimate.holes.hingeCups} hinge cups, {estimate.holes.otherHoles} other holes.
            </li>
          )}
          {estimate.remarks.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
