/**
 * One material's cut list as the CSV that panel-saw optimisers import: one
 * row per part with name, length, width, quantity, grain and the band on each
 * edge, in the column order those programs map by default. Pure: written in
 * the browser from the list the page or the order shows.
 *
 * Grain is Yes (the part's length stays along the board's length) or No. A band
 * is its thickness in mm, blank for none. Material and Note close the row so
 * that the file is also read back, unchanged, by the site's own import.
 */
import { toCsv } from "@/lib/util/csv";
import type { MaterialPlanInput } from "./plan-inputs";
import { EDGE_KEYS, type CutListRow } from "./types";

export const SAW_CSV_HEADER = ["Name", "Length", "Width", "Quantity", "Grain", "L1", "L2", "W1", "W2", "Material", "Note"];

export function sawCsv({ material, rows, input }: Pick<MaterialPlanInput, "rows" | "input"> & { material: { label: string } }): string {
  return toCsv(
    SAW_CSV_HEADER,
    rows.map((row, i) => [input.parts[i].name, ...sizeCells(row), material.label, row.note]),
  );
}

/** A row's sizes, quantity, grain and bands as spreadsheet cells, in the order every cut-list file writes them. */
export function sizeCells(row: Pick<CutListRow, "length" | "width" | "quantity" | "grain" | "edges">): (string | number)[] {
  return [row.length, row.width, row.quantity, row.grain ? "Yes" : "No", ...EDGE_KEYS.map((e) => row.edges[e] ?? "")];
}
