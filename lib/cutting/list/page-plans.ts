/**
 * The cut-list page's plans as it sends them with an estimate or an order:
 * the server takes each when it holds up for the workshop's boards
 * (lib/cutting/engine/adopt.ts), so what the customer saw is what is priced
 * and cut. Client-safe and pure.
 */
import type { ClaimedPlan } from "@/lib/cutting/engine/adopt";
import { ORDER_REQUEST_MAX_BYTES } from "@/lib/cutting/list/request-size";
import type { PlannedMaterial } from "./plan-inputs";
import type { CutList } from "./types";

export interface PagePlan extends ClaimedPlan {
  material: string;
}

/** Past this many characters of JSON the plans are not sent and the server plans the list itself (a 2,000-piece plan is about 1 MB). */
export const PAGE_PLANS_MAX_CHARS = 400_000;
/** Kept free in a request for what goes beside the list and the plans (the order form's fields). */
const REQUEST_MARGIN_BYTES = 32 * 1024;

/** The plans the page sends, and a short fingerprint of them (FNV-1a over their JSON) to tell one question from another. */
export interface PagePlans {
  plans: PagePlan[];
  key: string;
}

/**
 * The plans worth sending with `list` (materials with every part placed), or null when there are none or they
 * would not fit: the request, the list included, must stay within the 1 MB an order may take.
 */
export function pagePlansOf(results: readonly { material: { id: string }; plan: PlannedMaterial["plan"] }[], list: CutList): PagePlans | null {
  const plans = results
    .filter((r) => r.plan.sheets.length > 0 && r.plan.unplaced.length === 0)
    .map((r) => ({
      material: r.material.id,
      sheets: r.plan.sheets.map(({ stock, placements, cuts, offcuts }) => ({ ...(stock === undefined ? {} : { stock }), placements, cuts, offcuts })),
      unplaced: [],
    }));
  if (!plans.length) return null;
  // The plans' JSON is ASCII (ids and numbers); the list's may hold Tamil names, three bytes a letter.
  const room = ORDER_REQUEST_MAX_BYTES - REQUEST_MARGIN_BYTES - new TextEncoder().encode(JSON.stringify(list)).length;
  const text = JSON.stringify(plans);
  if (text.length > Math.min(PAGE_PLANS_MAX_CHARS, room)) return null;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return { plans, key: `#plans:${(h >>> 0).toString(36)}:${text.length}` };
}
