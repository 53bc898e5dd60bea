import { formatRupees } from "@/lib/format/money";
import { boardsPrice, boardsUsed, rackSources } from "@/lib/cutting/list/plan-inputs";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { fill, plural } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

/**
 * Which boards and pieces a plan on several boards used, their price, and the
 * saving against cutting the same parts from full boards only.
 */
export function BoardsUsedList({ planned }: { planned: MaterialPlan }) {
  const { t: all, say } = useCutListText();
  const t = all.boards;
  const used = boardsUsed(planned, planned.plan);
  if (!used.length) return null;
  const price = boardsPrice(planned, planned.plan);
  const full = planned.fullBoards;
  const standard = rackSources(planned.material)[0];
  const saving = full ? full.pricePaise - price : 0;
  const fullBoards: Record<string, string | number> = full
    ? { n: full.sheets, board: standard.label, boards: plural(all.words.board, full.sheets), price: formatRupees(full.pricePaise) }
    : {};
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
              <td className="py-0.5 pr-2 text-ink">{say(source.label)}</td>
              <td className="py-0.5 pr-2 text-right tabular-nums">× {count}</td>
              <td className="py-0.5 text-right tabular-nums">
                {source.kind === "own" ? t.yours : source.pricePaise ? formatRupees(source.pricePaise * count) : t.free}
              </td>
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
      {full && saving > 0 && (
        <p className="mt-2 text-emerald-800" data-testid="boards-saving">
          {fill(t.saves, { saving: formatRupees(saving), ...fullBoards })}
        </p>
      )}
      {full && saving <= 0 && (
        <p className="mt-2 text-ink-muted" data-testid="boards-saving">
          {fill(t.same, fullBoards)}
        </p>
      )}
    </div>
  );
}
