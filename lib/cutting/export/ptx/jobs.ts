/**
 * An order's or a batch's plans as the saw file's jobs (./write.ts): one job per material, its pieces named by the
 * caller (their order, customer and label code). Pure, client-safe.
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { materialIn, materialName, SEED_MATERIALS, type Catalog, type MaterialNames } from "@/lib/cutting/list/materials";
import { PlanNotWritable } from "./tree";
import type { PtxJob, PtxRow } from "./write";

/** The board's thickness: the rack's, else the seed's (an order of a material since renamed), else its name's "18 mm". */
function thicknessOf(id: string, catalog: Catalog, names?: MaterialNames): number {
  const known = materialIn(catalog, id) ?? SEED_MATERIALS.find((m) => m.id === id);
  if (known) return known.thickness;
  const said = /(\d+(?:\.\d+)?)\s*mm/i.exec(materialName(id, names));
  if (said) return Number(said[1]);
  throw new PlanNotWritable(`the thickness of ${materialName(id, names)} is not known`);
}

export function ptxJobs(args: {
  /** The job's name before its material: the order's reference or the batch's number. */
  name: string;
  customer: string;
  plans: readonly MaterialPlan[];
  catalog: Catalog;
  names?: MaterialNames;
  /** The piece details of the list's row `index` (counted from 0). */
  rowOf: (index: number) => PtxRow;
}): PtxJob[] {
  return args.plans
    .filter((p) => p.plan.sheets.length > 0)
    .map((p) => ({
      name: `${args.name} ${p.material}`,
      customer: args.customer,
      material: { id: p.material, label: materialName(p.material, args.names), thickness: thicknessOf(p.material, args.catalog, args.names) },
      plan: p,
      row: (j: number) => args.rowOf(p.rows[j]),
    }));
}
