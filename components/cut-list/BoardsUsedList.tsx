import { formatRupees } from "@/lib/format/money";
import { boardsPrice, boardsUsed, likeForLikePaise, ownLabel, ownWords, sourceWords } from "@/lib/cutting/list/plan-inputs";
import { ownNotNeeded } from "@/lib/cutting/list/own-use";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

/**
 * Which boards and pieces a plan on several boards used, their price, the customer's pieces it did not need,
 * and the saving like with like (issue 36): this plan's boards and per-sheet work against the same parts on the
 * workshop's full boards alone, a customer's own full-size board counted at the workshop's price (no saving).
 */
export function BoardsUsedList({ planned }: { planned: MaterialPlan }) {
  const { t: all, say } = useCutListText();
  const t = all.boards;
  const used = boardsUsed(planned, planned.plan);
  if (!used.length) return null;
  const price = boardsPrice(planned, planned.plan);
  // The customer's pieces of this material the plan left out: the same rule as the estimate's remark (own-use.ts).
  const material = planned.material.id;
  const unused = ownNotNeeded(
    planned.sources.filter((s) => s.kind === "own").map((s) => ({ material, length: s.length, width: s.width, count: s.quantity ?? 0 })),
    used.map((u) => ({ material, kind: u.source.kind, label: u.source.label, count: u.count })),
  );
  const full = planned.fullBoards;
  const ours = likeForLikePaise(planned, planned.plan);
  const saving = full ? full.totalPaise - ours : 0;
  const compared = full && { full: say(full.boards), price: formatRupees(full.totalPaise), ours: formatRupees(ours), saving: formatRupees(saving) };
  return (
    <div className="mt-3 max-w-md rounded-md border border-rule bg-paper p-3 text-sm" data-testid="boards-used">
      <table className="w-full">
        <caption className="mb-1 text-left font-semibold text-ink">{t.title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.board}</th>
            <th scope="col">{t.count}</th>
            <th scope="col">{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {used.map(({ source, count }) => (
            <tr key={source.label}>
              <td className="py-0.5 pr-2 text-ink">{say(sourceWords(source))}</td>
              <td className="py-0.5 pr-2 text-right whitespace-nowrap tabular-nums">× {count}</td>
              <td className="py-0.5 text-right tabular-nums">
                {source.kind === "own" ? t.yours : source.pricePaise ? formatRupees(source.pricePaise * count) : t.free}
              </td>
            </tr>
          ))}
          {unused.map((piece) => (
            <tr key={`unused-${ownLabel(piece)}`} className="text-ink-muted" data-testid="board-not-needed">
              <td className="py-0.5 pr-2">{say(ownWords(piece))}</td>
              <td className="py-0.5 pr-2 text-right whitespace-nowrap tabular-nums">× {piece.count}</td>
              <td className="py-0.5 text-right">{t.notNeeded}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-rule font-semibold">
            <td className="pt-1 pr-2" colSpan={2}>
              {t.total}
            </td>
            <td className="pt-1 text-right tabular-nums" data-testid="boards-price">
              {formatRupees(price)}
            </td>
          </tr>
        </tfoot>
      </table>
      {compared && (
        <p className={`mt-2 ${saving > 0 ? "text-emerald-800" : "text-ink-muted"}`} data-testid="boards-saving">
          {fill(saving > 0 ? t.saves : t.same, compared)}
        </p>
      )}
    </div>
  );
}
