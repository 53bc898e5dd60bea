import { memo } from "react";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { percent } from "./PlanView";
import { boardArea } from "@/lib/cutting/list/plan-inputs";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

/**
 * Sheets and yield for the whole list. A fixed bar at the bottom on phones
 * (the page keeps room for it), a sticky box beside the plan on desktop. Fixed
 * height and tabular figures, so a new plan never shifts the layout.
 */
export const SummaryBar = memo(function SummaryBar({ results, planning, pieces }: { results: MaterialPlan[]; planning: boolean; pieces: number }) {
  const t = useCutListText().t.plan;
  const sheets = results.reduce((n, r) => n + r.plan.summary.sheets, 0);
  const area = results.reduce((n, r) => n + boardArea(r, r.plan), 0);
  const used = results.reduce((n, r) => n + r.plan.summary.yield * boardArea(r, r.plan), 0);
  const unplaced = results.reduce((n, r) => n + r.plan.unplaced.reduce((k, u) => k + u.quantity, 0), 0);
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-rule bg-white px-4 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] md:sticky md:top-4 md:z-0 md:h-auto md:rounded-lg md:border md:py-3 md:shadow-none print:hidden"
      data-testid="cut-list-summary"
      data-bottom-bar
      aria-label={t.summary}
      role="region"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-6 text-sm md:flex-wrap md:gap-x-6 md:gap-y-2">
        <dl className="flex items-center gap-6 md:flex-wrap md:gap-x-4 md:gap-y-1">
          <div>
            <dt className="text-xs text-ink-muted">{t.sheets}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="summary-sheets">
              {sheets}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t.yield}</dt>
            <dd className="text-lg font-semibold tabular-nums">{area ? percent(used / area) : "–"}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t.pieces}</dt>
            <dd className="text-lg font-semibold tabular-nums">{pieces}</dd>
          </div>
        </dl>
        <div className="ml-auto w-28 text-right text-xs text-ink-muted md:ml-0 md:w-full md:text-left" aria-live="polite" data-testid="plan-status">
          {planning ? t.updating : unplaced ? <span className="text-red-800">{fill(t.unplaced, { n: unplaced })}</span> : t.upToDate}
        </div>
      </div>
    </div>
  );
});
