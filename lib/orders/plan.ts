/**
 * The server's own plan of a cut list: one optimiser run per material (each
 * material is nested on its own sheets). Pure: the same code could run in a
 * worker, but orders and estimates always plan on the server.
 */
import { planCuts } from "@/lib/cutting";
import type { Plan } from "@/lib/cutting/types";
import { materialById } from "@/lib/cut-list/materials";
import type { CutList } from "@/lib/cut-list/types";
import type { MaterialSheets } from "./estimate";

export interface MaterialPlan {
  material: string;
  /** Index in the cut list's rows of each of the plan's parts (the plan's `part` indexes into this). */
  rows: number[];
  plan: Plan;
}

/** A row the optimiser could not place, with the field to point at. */
export type PlanProblems = Record<string, string>;

/** Total search budget for one list, split between its materials. */
export const PLAN_BUDGET_MS = 1000;

export function planByMaterial(cutList: CutList, budgetMs = PLAN_BUDGET_MS): { plans: MaterialPlan[]; problems: PlanProblems } {
  const groups = new Map<string, number[]>();
  cutList.rows.forEach((row, i) => {
    const list = groups.get(row.material) ?? [];
    list.push(i);
    groups.set(row.material, list);
  });
  const plans: MaterialPlan[] = [];
  const problems: PlanProblems = {};
  const perMaterial = Math.max(200, Math.floor(budgetMs / Math.max(1, groups.size)));
  for (const [material, rows] of groups) {
    const m = materialById(material);
    if (!m) {
      for (const r of rows) problems[`cutList.rows.${r}.material`] = "Unknown material";
      continue;
    }
    const plan = planCuts(
      {
        sheet: { length: m.sheet.length, width: m.sheet.width, trim: cutList.saw.trim },
        kerf: cutList.saw.kerf,
        parts: rows.map((r) => {
          const row = cutList.rows[r];
          return { name: row.name, length: row.length, width: row.width, quantity: row.quantity, grain: row.grain };
        }),
      },
      { timeLimitMs: perMaterial, seed: 1 },
    );
    for (const u of plan.unplaced) {
      const r = rows[u.part];
      const usable = `${m.sheet.length - 2 * cutList.saw.trim} × ${m.sheet.width - 2 * cutList.saw.trim} mm`;
      problems[`cutList.rows.${r}.length`] = `Does not fit on a ${m.label} sheet after trimming (${usable} usable)${u.reason ? `: ${u.reason}` : ""}`;
    }
    plans.push({ material, rows, plan });
  }
  return { plans, problems };
}

export function sheetsOf(plans: MaterialPlan[]): MaterialSheets[] {
  return plans.map((p) => ({ material: p.material, sheets: p.plan.sheets.length }));
}
