/** The offcuts of an order's plan worth keeping (pure: the console page lists them, the store takes them). */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";

export interface PlanOffcut {
  material: string;
  materialLabel: string;
  /** Sheet number in the whole order (1-based) and offcut number on it. */
  sheet: number;
  index: number;
  length: number;
  width: number;
}

/** Every offcut of the order's plan with both sides at least `minMm`, numbered as the pack numbers sheets. */
export function planOffcuts(plans: MaterialPlan[], names: Record<string, string>, minMm: number): PlanOffcut[] {
  const out: PlanOffcut[] = [];
  let sheet = 0;
  for (const p of plans) {
    for (const s of p.plan.sheets) {
      sheet += 1;
      s.offcuts.forEach((o, k) => {
        if (Math.min(o.length, o.width) >= minMm)
          out.push({ material: p.material, materialLabel: names[p.material] ?? p.material, sheet, index: k + 1, length: o.length, width: o.width });
      });
    }
  }
  return out;
}
