/**
 * The cut-list page's plans as it sends them with an estimate or an order:
 * the server takes each when it holds up for the workshop's boards
 * (lib/cutting/engine/adopt.ts), so what the customer saw is what is priced
 * and cut. Client-safe and pure.
 */
import type { ClaimedPlan } from "@/lib/cutting/engine/adopt";
import type { PlannedMaterial } from "./plan-inputs";

export interface PagePlan extends ClaimedPlan {
  material: string;
}

/**
 * Past this many characters of JSON the plans are not sent and the server plans the list itself: a request must
 * stay within the 1 MB an order may take, the list included (a 2,000-piece plan is about 1 MB on its own).
 */
export const PAGE_PLANS_MAX_CHARS = 400_000;

/** The plans worth sending (materials with every part placed), or null when there are none or they are too large. */
export function pagePlansOf(results: readonly Pick<PlannedMaterial, "material" | "plan">[]): PagePlan[] | null {
  const plans = results
    .filter((r) => r.plan.sheets.length > 0 && r.plan.unplaced.length === 0)
    .map((r) => ({
      material: r.material.id,
      sheets: r.plan.sheets.map(({ stock, placements, cuts, offcuts }) => ({ ...(stock === undefined ? {} : { stock }), placements, cuts, offcuts })),
      unplaced: [],
    }));
  if (!plans.length) return null;
  return JSON.stringify(plans).length <= PAGE_PLANS_MAX_CHARS ? plans : null;
}

/** A short fingerprint of plans (FNV-1a over their JSON), to tell one question from another. */
export function pagePlansKey(plans: readonly PagePlan[]): string {
  const text = JSON.stringify(plans);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `#plans:${(h >>> 0).toString(36)}:${text.length}`;
}
