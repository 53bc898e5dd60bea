import { EDGE_KEYS, type CutList } from "@/lib/cutting/list/types";
import { describeHoles, holesOf } from "@/lib/cutting/list/holes";
import { EDGE_LABEL, materialLabel } from "@/lib/orders/pack";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { messagesIn } from "@/lib/i18n/server-messages";

/** The customer's list as sent: one row per part, sizes in mm (sizes and quantity first: on a phone they are what fits before the table scrolls). */
export function CutListTable({ cutList, locale, names }: { cutList: CutList; locale: Locale; names?: MaterialNames }) {
  const t = orderWords(locale).table;
  const say = messagesIn(locale);
  // Each column's heading, and whether its figures stand to the right.
  const columns: [string, boolean][] = [
    ["#", false],
    [t.part, false],
    [t.size, true],
    [t.qty, true],
    [t.material, false],
    [t.band, false],
    [t.notes, false],
  ];
  return (
    <div className="grid gap-1">
      {/* On a phone the table runs past the screen's edge: say so, and fade the edge (issue 38). */}
      <p className="text-xs text-ink-muted sm:hidden" data-testid="cut-list-swipe" aria-hidden="true">
        {t.swipe}
      </p>
      {/* Focusable so that keyboard users can scroll it sideways on a phone. */}
      <div
        className="overflow-x-auto rounded-lg border border-rule bg-white [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] sm:[mask-image:none]"
        tabIndex={0}
        role="region"
        aria-label={t.region}
      >
        <table className="w-full min-w-[40rem] text-sm" data-testid="order-cut-list">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="bg-stone-warm text-left text-xs text-ink-muted">
            <tr>
              {columns.map(([label, right]) => (
                <th key={label} scope="col" className={`px-2 py-2 ${right ? "text-right" : ""}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cutList.rows.map((r, i) => {
              const bands = EDGE_KEYS.filter((e) => r.edges[e] != null).map((e) => `${EDGE_LABEL[e]} ${r.edges[e]}`);
              return (
                // `#part-3` (a label's QR code) scrolls to the part and marks it.
                <tr key={r.id || i} id={`part-${i + 1}`} className="scroll-mt-24 border-t border-rule align-top target:bg-accent-300/30">
                  <td className="tabular px-2 py-1.5 text-ink-muted">{i + 1}</td>
                  <td className="px-2 py-1.5 font-medium text-ink">
                    {r.name}
                    {r.grain && <span className="ml-1 text-xs font-normal text-ink-muted">{t.grain}</span>}
                  </td>
                  <td className="tabular px-2 py-1.5 text-right whitespace-nowrap">
                    {r.length} × {r.width}
                  </td>
                  <td className="tabular px-2 py-1.5 text-right">{r.quantity}</td>
                  <td className="px-2 py-1.5 text-ink">{materialLabel(r.material, names)}</td>
                  <td className="px-2 py-1.5 text-ink-muted">{bands.length ? bands.join(", ") : "–"}</td>
                  <td className="px-2 py-1.5 text-ink-muted">{[say(describeHoles(holesOf(r))), r.note].filter(Boolean).join(" · ") || "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
