/**
 * The boards as the workshop keeps them (its rack, stored as one document, models/Rack.ts) and the saw that cuts them:
 * the stored shapes. Their helpers and defaults are lib/cutting/list/materials.ts. Imports nothing of lib/.
 */

export const MATERIAL_KINDS = ["plywood", "mdf", "hdhmr", "particle-board", "prelaminated", "other"] as const;

export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export interface BoardSize {
  /** Length along the grain and width, in mm. */
  length: number;
  width: number;
  /** Price of one board in whole paise, when the workshop supplies it. */
  pricePaise: number;
  /** Out of stock: kept for the record, not offered to plans. */
  inStock: boolean;
}

export interface Material {
  id: string;
  label: string;
  /** Board thickness in mm. */
  thickness: number;
  kind: MaterialKind;
  /** Whether the board has a grain (veneer, decor): shown with the material; the grain lock stays per part. */
  grain: boolean;
  /** No longer offered for new lists; still named on old orders. */
  retired: boolean;
  /** The sizes on the rack, the standard (full) board first. */
  boards: BoardSize[];
  /** Its HSN on the GST papers (4, 6 or 8 digits); absent: its kind's (`KIND_HSN`), else the business's boards code. */
  hsn?: string;
  /** Its name on the Tamil pages and papers (issue 67); absent: the English name. */
  labelTa?: string;
}

/** The beam saw as its file describes it (docs/CUTTING.md, "The saw's file"). */
export interface SawFileSettings {
  /** Boards the saw cuts at once (its book's height). */
  book: number;
  /** May the saw's own software use head cuts when it re-optimises (MATERIALS RULE2)? The site's plans have none. */
  headCuts: boolean;
  /** The file the saw takes: the Pattern Exchange file (the plan itself) or the parts list (CSV, its software plans). */
  format: "ptx" | "csv";
}

export interface SawSettings {
  kerf: number;
  trim: number;
}
