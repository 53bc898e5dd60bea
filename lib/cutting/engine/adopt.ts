/**
 * A plan made elsewhere (the cut-list page plans in the customer's browser)
 * taken as the server's own when it holds up, so that the estimate and the
 * order are for the very plan the customer saw, and the server only checks
 * instead of searching again.
 *
 * It holds up when every part is placed, no board is empty, and verifyPlan
 * finds nothing wrong against the server's own input for that material (its
 * boards, prices, kerf and trim, which the page cannot choose): sizes, grain,
 * kerf spacing, the saw's cut sequence freeing every part, offcuts that are
 * real pieces, stock quantities. The figures are not taken from the claim:
 * each sheet's yield and the summary (count, cuts, cut length, offcuts, lower
 * bound, cost) are worked out here, as the optimiser works them out.
 */
import { lowerBound } from "./bounds";
import { buildProblem } from "./items";
import { planSummary, yieldOn } from "./output";
import { buildStockProblem, stockLowerBound } from "./stock-search";
import type { Plan, PlanInput, SheetPlan, StockPlanInput, UnplacedPart } from "./types";
import { verifyPlan } from "./verify";

/** A plan as claimed: its sheets and what it left out, without figures. */
export interface ClaimedPlan {
  sheets: Omit<SheetPlan, "yield">[];
  /** What it left out (a claimed plan that left anything out is never adopted, so its reasons are not read). */
  unplaced: Pick<UnplacedPart, "part" | "quantity">[];
}

/** The claimed plan with its figures worked out here, or null when it does not hold up for `input`. */
export function adoptPlan(input: PlanInput | StockPlanInput, claimed: ClaimedPlan): Plan | null {
  if (claimed.unplaced.length || claimed.sheets.some((s) => !s.placements.length)) return null;
  const boardOf = (s: Pick<SheetPlan, "stock">) => ("stock" in input ? input.stock[s.stock ?? -1] : input.sheet);
  if (claimed.sheets.some((s) => !boardOf(s))) return null;
  const sheets: SheetPlan[] = claimed.sheets.map((s) => ({
    ...("stock" in input ? { stock: s.stock } : {}),
    placements: s.placements.map(({ part, x, y, length, width, rotated }) => ({ part, x, y, length, width, rotated })),
    cuts: s.cuts.map(({ seq, stage, kind, x1, y1, x2, y2 }) => ({ seq, stage, kind, x1, y1, x2, y2 })),
    offcuts: s.offcuts.map(({ x, y, length, width }) => ({ x, y, length, width })),
    yield: yieldOn(boardOf(s)!, s.placements),
  }));
  let bound: number;
  if ("stock" in input) {
    const { types, items } = buildStockProblem(input);
    bound = stockLowerBound(
      types,
      sheets.map((s) => ({ type: s.stock! })),
      items.reduce((a, it) => a + it.area, 0),
    );
  } else bound = lowerBound(buildProblem(input));
  const plan: Plan = { sheets, unplaced: [], summary: planSummary(input, sheets, bound) };
  return verifyPlan(input, plan).length ? null : plan;
}
