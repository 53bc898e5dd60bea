/**
 * The server's own plan of a cut list: one optimiser run per material (each
 * material is nested on its own boards), or the page's plan of that material
 * when it sent one that holds up. Pure: it runs on the server's planning
 * threads, with the catalog handed in.
 */
import { adoptPlan, type ClaimedPlan } from "@/lib/cutting/engine/adopt";
import type { Plan } from "@/lib/cutting/engine/types";
import { isOffered, materialIn, workshopSaw, type Catalog } from "@/lib/cutting/list/materials";
import { type Material } from "@/vocabulary/boards";
import { boardsUsed, planInputsByMaterial, sourceWords, type BoardSource } from "@/lib/cutting/list/plan-inputs";
import { planInput } from "@/lib/cutting/list/plan-input";
import type { CutList } from "@/lib/cutting/list/types";
import { refusal, said, type Refusal } from "@/lib/i18n/refusal";

export interface MaterialPlan {
  material: string;
  /** Index in the cut list's rows of each of the plan's parts (the plan's `part` indexes into this). */
  rows: number[];
  plan: Plan;
  /** The boards the plan could use; a sheet's `stock` indexes into this (absent on orders placed before the rack: one 8 × 4 board). */
  sources?: BoardSource[];
}

/** One kind of board a plan used, and how many. */
export interface BoardsUsed {
  kind: BoardSource["kind"];
  label: string;
  /** The board as the customer reads it (keyed, `sourceWords`); absent on estimates stored before it was kept. */
  words?: Refusal | string;
  count: number;
  pricePaise: number;
  offcut?: string;
}

/** Sheets the plan uses for one material, and which boards they are. */
export interface MaterialSheets {
  material: string;
  sheets: number;
  boards?: BoardsUsed[];
}

/**
 * The same plans with the workshop's boards at the catalog's price of today (issue 55: confirmation charges the
 * day's price whether or not the order is planned again); stored offcuts keep their own price, a customer's boards
 * theirs. A board size the catalog no longer lists keeps the price it was planned at.
 */
export function atTodaysPrices(plans: MaterialPlan[], catalog: Catalog): MaterialPlan[] {
  return plans.map((p) => {
    const material = materialIn(catalog, p.material);
    if (!p.sources || !material) return p;
    const sources = p.sources.map((s) => {
      if (s.kind !== "board") return s;
      const now = material.boards.find((b) => b.length === s.length && b.width === s.width);
      return now && now.pricePaise !== s.pricePaise ? { ...s, pricePaise: now.pricePaise } : s;
    });
    return { ...p, sources };
  });
}

/** A row the optimiser could not place, with the field to point at. */
/** Each field with its keyed reason (lib/i18n/refusal.ts), as a 400 names them. */
export type PlanProblems = Record<string, Refusal>;

/** Total search budget for one list, split between its materials. */
export const PLAN_BUDGET_MS = 1000;

export interface PlanByMaterialOptions {
  budgetMs?: number;
  /** Plan rows of retired materials too (an old order re-planned), instead of refusing them. */
  allowRetired?: boolean;
  /** Stored offcuts to use first, per material id (the workshop's, at confirmation). */
  offcuts?: Record<string, BoardSource[]>;
  /** The cut-list page's own plans, per material id: each is taken when it holds up for this material's boards (adopt.ts). */
  claimed?: Record<string, ClaimedPlan>;
  /** The tariff's per-sheet charge of each material, by id: part of every board's cost (lib/orders/estimate.ts `sheetCharges`). */
  charges?: Record<string, number>;
}

function sizes(sources: BoardSource[], trim: number): string {
  return sources
    .map((s) => {
      const t = s.kind === "board" ? trim : 0;
      return `${s.length - 2 * t} × ${s.width - 2 * t} mm`;
    })
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(", ");
}

export function planByMaterial(
  cutList: CutList,
  catalog: Catalog,
  { budgetMs = PLAN_BUDGET_MS, allowRetired = false, offcuts = {}, claimed = {}, charges = {} }: PlanByMaterialOptions = {},
): { plans: MaterialPlan[]; problems: PlanProblems } {
  const problems: PlanProblems = {};
  const usable = (m: Material | undefined) => !!m && (allowRetired || isOffered(m));
  cutList.rows.forEach((row, i) => {
    const m = materialIn(catalog, row.material);
    if (!m) problems[`cutList.rows.${i}.material`] = refusal("materialListed");
    else if (!usable(m)) problems[`cutList.rows.${i}.material`] = refusal("boardNoLongerOffered", { material: m.label });
  });
  (cutList.own ?? []).forEach((p, i) => {
    if (!usable(materialIn(catalog, p.material))) problems[`cutList.own.${i}.material`] = refusal("materialListed");
  });
  if (Object.keys(problems).length) return { plans: [], problems };

  const groups = planInputsByMaterial(cutList, catalog, { extra: (m) => offcuts[m.id] ?? [], charges });
  const plans: MaterialPlan[] = [];
  const perMaterial = Math.max(200, Math.floor(budgetMs / Math.max(1, groups.length)));
  for (const g of groups) {
    const rows = g.rows.map((row) => cutList.rows.indexOf(row));
    const own = Object.hasOwn(claimed, g.material.id) ? claimed[g.material.id] : undefined;
    const plan = (own && adoptPlan(g.input, own)) || planInput(g.input, perMaterial);
    for (const u of plan.unplaced) {
      const where = { material: g.material.label, sizes: sizes(g.sources, workshopSaw(catalog).trim) };
      problems[`cutList.rows.${rows[u.part]}.length`] = u.reason
        ? said("notOnMaterialBecause", { ...where, reason: u.reason })
        : said("notOnMaterial", where);
    }
    plans.push({ material: g.material.id, rows, plan, sources: g.sources });
  }
  return { plans, problems };
}

export function sheetsOf(plans: MaterialPlan[]): MaterialSheets[] {
  return plans.map((p) => ({
    material: p.material,
    sheets: p.plan.sheets.length,
    ...(p.sources
      ? {
          boards: boardsUsed({ sources: p.sources }, p.plan).map(({ source, count }) => ({
            kind: source.kind,
            label: source.label,
            words: sourceWords(source),
            count,
            pricePaise: source.pricePaise,
            ...(source.offcut ? { offcut: source.offcut } : {}),
          })),
        }
      : {}),
  }));
}
