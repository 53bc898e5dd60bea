import "server-only";
import { createHash } from "node:crypto";
import { Lru } from "@/lib/util/lru";
import type { CutList } from "@/lib/cutting/list/types";
import { planOffThread, type PlanPriority } from "@/lib/cutting/planning/pool";
import { PLAN_BUDGET_MS, type MaterialPlan, type PlanByMaterialOptions, type PlanProblems } from "@/lib/cutting/list/by-material";
import { workshopSaw, type Catalog } from "@/lib/cutting/list/materials";

/**
 * The last plans made in this process, by what decides a layout (sizes,
 * quantities, grain, material and saw settings, the page's plans sent with
 * them; not names or notes). The
 * estimate the page showed and the order placed a moment later then use the
 * same plan, so the sheet counts cannot differ between them, and a page that
 * asks again for an unchanged list costs no optimiser run.
 */
const cache = new Lru<string, { plans: MaterialPlan[]; problems: PlanProblems }>(100);

function keyOf(cutList: CutList, catalog: Catalog, options: PlanByMaterialOptions): string {
  const shape = {
    saw: workshopSaw(catalog),
    rows: cutList.rows.map((r) => [r.material, r.length, r.width, r.quantity, r.grain, r.run?.trim() ?? ""]),
    own: cutList.own ?? [],
    // The boards and prices of the list's materials decide the plan too: a change in the console gives new keys.
    materials: catalog.materials.filter((m) => cutList.rows.some((r) => r.material === m.id)),
    options,
  };
  return createHash("sha256").update(JSON.stringify(shape)).digest("hex");
}

/** A miss plans on a planning thread (lib/cutting-threads); `client` is the fairness key of its queue. */
export async function cachedPlanByMaterial(
  cutList: CutList,
  catalog: Catalog,
  client = "",
  priority: PlanPriority = "preview",
  options: PlanByMaterialOptions = {},
): Promise<{ plans: MaterialPlan[]; problems: PlanProblems }> {
  const key = keyOf(cutList, catalog, options);
  const hit = cache.get(key);
  if (hit) return structuredClone(hit);
  const made = await planOffThread({ kind: "by-material", cutList, catalog, options: { budgetMs: PLAN_BUDGET_MS, ...options } }, client, priority);
  cache.set(key, made);
  return structuredClone(made);
}
