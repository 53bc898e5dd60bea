/** The offcuts of an order's plan worth keeping (pure: the console page lists them, the store takes them). */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";

export interface PlanOffcut {
  material: string;
  materialLabel: string;
  /** Sheet number in the whole order (1-based, as the pack numbers them) and offcut number on it. */
  sheet: number;
  index: number;
  /** Sheet number within its material (1-based), as the plan's drawings name it ("18 mm HDHMR, sheet 2"). */
  materialSheet: number;
  length: number;
  width: number;
}

/** Every offcut of the order's plan with both sides at least `minMm`, numbered as the pack numbers sheets. */
export function planOffcuts(plans: MaterialPlan[], names: Record<string, string>, minMm: number): PlanOffcut[] {
  const out: PlanOffcut[] = [];
  let sheet = 0;
  for (const p of plans) {
    p.plan.sheets.forEach((s, n) => {
      sheet += 1;
      s.offcuts.forEach((o, k) => {
        if (Math.min(o.length, o.width) >= minMm)
          out.push({
            material: p.material,
            materialLabel: names[p.material] ?? p.material,
            sheet,
            index: k + 1,
            materialSheet: n + 1,
            length: o.length,
            width: o.width,
          });
      });
    });
  }
  return out;
}

/** The same pieces as a customer reads them (walk C9): alike pieces of a material once, with how many and their sheets. */
export function groupedOffcuts(pieces: readonly PlanOffcut[]): { piece: PlanOffcut; count: number; sheets: number[] }[] {
  const groups = new Map<string, { piece: PlanOffcut; count: number; sheets: number[] }>();
  for (const p of pieces) {
    const key = `${p.material}|${Math.max(p.length, p.width)}|${Math.min(p.length, p.width)}`;
    const g = groups.get(key);
    if (g) {
      g.count += 1;
      if (!g.sheets.includes(p.materialSheet)) g.sheets.push(p.materialSheet);
    } else groups.set(key, { piece: p, count: 1, sheets: [p.materialSheet] });
  }
  return [...groups.values()];
}
