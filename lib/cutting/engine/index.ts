/**
 * The cutting optimiser: nests rectangular parts on stock sheets with
 * guillotine cuts (what a panel saw or beam saw can cut), fewest sheets first,
 * or on several board sizes at the least total price.
 * Pure TypeScript without DOM or Node APIs: the same module runs in route
 * handlers and in the cut-list page's Web Worker. See docs/CUTTING.md.
 */
import { buildProblem } from "./items";
import { planSummary, sheetPlan } from "./output";
import { layOutRuns } from "./runs";
import { search } from "./search";
import { searchStock } from "./stock-search";
import type { Plan, PlanInput, PlanOptions, SheetPlan, StockPlanInput } from "./types";

export * from "./types";

export const DEFAULT_TIME_LIMIT_MS = 1000;

export function planCuts(input: PlanInput, options: PlanOptions = {}): Plan {
  const problem = buildProblem(input);
  const { sheets: layouts, lowerBound } = search(problem, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.seed ?? 1, options.iterations);
  const sheets = layouts.map((layout) => sheetPlan(input, problem, layOutRuns(layout)));
  return { sheets, unplaced: problem.unplaced, summary: planSummary(input, sheets, lowerBound) };
}

/**
 * A plan on the boards of `input.stock` (several sizes, leftover pieces, prices, quantities): the
 * least total price, then the least board area (stock-search.ts). Each sheet names its row (`stock`)
 * and the summary gives the `cost`, the sum of the prices of the boards used.
 */
export function planStock(input: StockPlanInput, options: PlanOptions = {}): Plan {
  const { types, boards, unplaced, lowerBound } = searchStock(
    input,
    options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    options.seed ?? 1,
    options.iterations,
  );
  const sheets: SheetPlan[] = boards.map((b) => ({
    stock: b.type,
    ...sheetPlan({ sheet: input.stock[b.type], kerf: input.kerf, parts: input.parts }, types[b.type].problem, layOutRuns(b.layout)),
  }));
  return { sheets, unplaced, summary: planSummary(input, sheets, lowerBound) };
}
