/**
 * The server's own plan of a cut list: one optimiser run per material (each
 * material is nested on its own sheets). Pure: the same code could run in a
 * worker, but orders and estimates always plan on the server.
 */
import { planCuts } from "@/lib/cutting/engine";
import type { Plan } from "@/lib/cutting/engine/types";
import { materialById } from "@/lib/cutting/list/materials";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import type { CutList } from "@/lib/cutting/list/types";

export interface MaterialPlan {
  material: string;
  /** Index in the cut list's rows of each of the plan's parts (the plan's `part` indexes into this). */
  rows: number[];
  plan: Plan;
}

/** Sheets the plan uses for one material. */
export interface MaterialSheets {
  material: string;
  sheets: number;
}

/** A row the optimiser could not place, with the field to point at. */
export type PlanProblems = Record<string, string>;

/** Total search budget for one list, split between its materials. */
export const PLAN_BUDGET_MS = 1000;

export function planByMaterial(cutList: CutList, budgetMs = PLAN_BUDGET_MS): { plans: MaterialPlan[]; problems: PlanProblems } {
  // The same grouping as the cut-list page (lib/cut-list/plan-inputs.ts), so the order's plan matches what the customer saw.
  const groups = planInputsByMaterial(cutList);
  const plans: MaterialPlan[] = [];
  const problems: PlanProblems = {};
  cutList.rows.forEach((row, i) => {
    if (!materialById(row.material)) problems[`cutList.rows.${i}.material`] = "Unknown material";
  });
  const perMaterial = Math.max(200, Math.floor(budgetMs / Math.max(1, groups.length)));
  for (const g of groups) {
    const rows = g.rows.map((row) => cutList.rows.indexOf(row));
    const plan = planCuts(g.input, { timeLimitMs: perMaterial, seed: 1 });
    const m = g.material;
    for (const u of plan.unplaced) {
      const usable = `${m.sheet.length - 2 * cutList.saw.trim} × ${m.sheet.width - 2 * cutList.saw.trim} mm`;
      problems[`cutList.rows.${rows[u.part]}.length`] =
        `Does not fit on a ${m.label} sheet after trimming (${usable} usable)${u.reason ? `: ${u.reason}` : ""}`;
    }
    plans.push({ material: m.id, rows, plan });
  }
  return { plans, problems };
}

export function sheetsOf(plans: MaterialPlan[]): MaterialSheets[] {
  return plans.map((p) => ({ material: p.material, sheets: p.plan.sheets.length }));
}
