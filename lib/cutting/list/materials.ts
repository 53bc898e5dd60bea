/**
 * Common boards a customer can pick for a part, with the sheet size the
 * workshop nests them on. One source of truth for the cut-list page, the plan
 * per material, orders and the tariff (board prices are keyed by `id`).
 */
export interface Material {
  id: string;
  label: string;
  /** Board thickness in mm. */
  thickness: number;
  /** Sheet size in mm (length along the grain). */
  sheet: { length: number; width: number };
}

const STANDARD_SHEET = { length: 2440, width: 1220 } as const;

export const MATERIALS = [
  { id: "bwp-ply-18", label: "18 mm BWP plywood", thickness: 18, sheet: STANDARD_SHEET },
  { id: "mr-ply-18", label: "18 mm MR plywood", thickness: 18, sheet: STANDARD_SHEET },
  { id: "mdf-18", label: "18 mm MDF", thickness: 18, sheet: STANDARD_SHEET },
  { id: "hdhmr-18", label: "18 mm HDHMR", thickness: 18, sheet: STANDARD_SHEET },
  { id: "prelam-pb-18", label: "18 mm pre-laminated particle board", thickness: 18, sheet: STANDARD_SHEET },
  { id: "prelam-pb-16", label: "16 mm pre-laminated particle board", thickness: 16, sheet: STANDARD_SHEET },
  { id: "ply-12", label: "12 mm plywood", thickness: 12, sheet: STANDARD_SHEET },
  { id: "mdf-12", label: "12 mm MDF", thickness: 12, sheet: STANDARD_SHEET },
  { id: "ply-6", label: "6 mm plywood", thickness: 6, sheet: STANDARD_SHEET },
  { id: "mdf-6", label: "6 mm MDF", thickness: 6, sheet: STANDARD_SHEET },
] as const satisfies readonly Material[];

export type MaterialId = (typeof MATERIALS)[number]["id"];
export const MATERIAL_IDS = MATERIALS.map((m) => m.id) as [MaterialId, ...MaterialId[]];
export const DEFAULT_MATERIAL: MaterialId = "bwp-ply-18";

const byId = new Map<string, Material>(MATERIALS.map((m) => [m.id, m]));
export function materialById(id: string): Material | undefined {
  return byId.get(id);
}
