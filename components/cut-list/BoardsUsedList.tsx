import { formatRupees } from "@/lib/format/money";
import { boardsPrice, boardsUsed, rackSources } from "@/lib/cutting/list/plan-inputs";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";

/**
 * Which boards and pieces a plan on several boards used, their price, and the
 * saving against cutting the same parts from full boards only.
 */
export function BoardsUsedList({ planned }: { planned: MaterialPlan }) {
  const used = boardsUsed(planned, planned.plan);
  if (!used.length) return null;
  const price = boardsPrice(planned, planned.plan);
  const full = planned.fullBoards;
  const standard = rackSources(planned.material)[0];
  const saving = full ? full.pricePaise - price : 0;
  return (
    <div className="mt-3 max-w-md rounded-md border border-rule bg-paper p-3 text-sm" data-testid="boards-used">
      <table className="w-full">
        <caption className="mb-1 text-left font-semibold text-ink">Boards used</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Board</th>
            <th scope="col">How many</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {used.map(({ source, count }) => (
            <tr key={source.label}>
              <td className="py-0.5 pr-2 text-ink">{source.label}</td>
              <td className="py-0.5 pr-2 text-right tabular-nums">× {count}</td>
              <td className="py-0.5 text-right tabular-nums">
                {source.kind === "own" ? "yours" : source.pricePaise ? formatRupees(source.pricePaise * count) : "free"}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-rule font-semibold">
            <td className="pt-1 pr-2" colSpan={2}>
              Price of the boards
            </td>
            <td className="pt-1 text-right tabular-nums" data-testid="boards-price">
              {formatRupees(price)}
            </td>
          </tr>
        </tfoot>
      </table>
      {full && saving > 0 && (
        <p className="mt-2 text-emerald-800" data-testid="boards-saving">
          Saves {formatRupees(saving)} against {full.sheets} full {standard.label} {full.sheets === 1 ? "board" : "boards"} (
          {formatRupees(full.pricePaise)}).
        </p>
      )}
      {full && saving <= 0 && (
        <p className="mt-2 text-ink-muted" data-testid="boards-saving">
          The same as {full.sheets} full {standard.label} {full.sheets === 1 ? "board" : "boards"} ({formatRupees(full.pricePaise)}).
        </p>
      )}
    </div>
  );
}
