/**
 * A cut list → one optimiser input per material. Pure (no DOM, no Node): the
 * page's Web Worker, the plan summary and orders all group the same way.
 * Rows keep their order inside a material; `rows[i]` is the cut-list row
 * behind `input.parts[i]` (so a placement's `part` index leads back to a row).
 */
import type { Plan, PlanInput } from "@/lib/cutting/engine/types";
import { MATERIALS, materialById, type Material } from "./materials";
import type { CutList, CutListRow } from "./types";

export interface MaterialPlanInput {
  material: Material;
  input: PlanInput;
  rows: CutListRow[];
}

/** A material's input with the plan made of it (the page's view of a plan). */
export interface PlannedMaterial extends MaterialPlanInput {
  plan: Plan;
}

/**
 * Groups rows by material (in the order of MATERIALS), with the material's sheet
 * size and the list's saw settings. Rows with an unknown material are skipped
 * here (the schema refuses them before this runs). An empty name becomes
 * "Part n" (its 1-based position in the whole list) so diagrams stay labelled.
 */
export function planInputsByMaterial(list: CutList): MaterialPlanInput[] {
  const groups = new Map<string, { row: CutListRow; index: number }[]>();
  list.rows.forEach((row, index) => {
    if (!materialById(row.material)) return;
    const g = groups.get(row.material);
    if (g) g.push({ row, index });
    else groups.set(row.material, [{ row, index }]);
  });
  const out: MaterialPlanInput[] = [];
  for (const material of MATERIALS) {
    const g = groups.get(material.id);
    if (!g) continue;
    out.push({
      material,
      rows: g.map((e) => e.row),
      input: {
        sheet: { length: material.sheet.length, width: material.sheet.width, trim: list.saw.trim },
        kerf: list.saw.kerf,
        parts: g.map(({ row, index }) => ({
          name: row.name.trim() || `Part ${index + 1}`,
          length: row.length,
          width: row.width,
          quantity: row.quantity,
          grain: row.grain,
          ...(row.run?.trim() ? { run: row.run.trim() } : {}),
        })),
      },
    });
  }
  return out;
}
