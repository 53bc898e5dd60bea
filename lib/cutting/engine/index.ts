/**
 * The cutting optimiser: nests rectangular parts on stock sheets with
 * guillotine cuts (what a panel saw or beam saw can cut), fewest sheets first.
 * Pure TypeScript without DOM or Node APIs: the same module runs in route
 * handlers and in the cut-list page's Web Worker. See docs/CUTTING.md.
 */
import { buildProblem } from "./items";
import { cutLengthMm, sheetPlan } from "./output";
import { search } from "./search";
import type { Plan, PlanInput, PlanOptions } from "./types";

export * from "./types";

export const DEFAULT_TIME_LIMIT_MS = 1000;

export function planCuts(input: PlanInput, options: PlanOptions = {}): Plan {
  const problem = buildProblem(input);
  const { sheets: layouts, lowerBound } = search(problem, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.seed ?? 1, options.iterations);
  const sheets = layouts.map((layout) => sheetPlan(input, problem, layout));
  let partArea = 0;
  let cuts = 0;
  let cutLength = 0;
  let offcuts = 0;
  for (const s of sheets) {
    for (const p of s.placements) partArea += p.length * p.width;
    cuts += s.cuts.length;
    for (const c of s.cuts) cutLength += cutLengthMm(c);
    offcuts += s.offcuts.length;
  }
  const sheetArea = input.sheet.length * input.sheet.width;
  return {
    sheets,
    unplaced: problem.unplaced,
    summary: {
      sheets: sheets.length,
      yield: sheets.length ? Math.round((partArea / (sheets.length * sheetArea)) * 10_000) / 10_000 : 0,
      cuts,
      cutLength: Math.round(cutLength) / 1000,
      offcuts,
      lowerBound,
    },
  };
}
