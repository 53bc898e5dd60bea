/**
 * The plan as an .xlsx: the list (one row per part) and a sheet summary per
 * material. exceljs is imported only when the customer exports.
 */
import { setUpPrinting } from "@/lib/util/print-setup";
import { materialName } from "./materials";
import { boardsText } from "./plan-inputs";
import { bandMetres } from "./bands";
import type { PlannedMaterial as MaterialPlan } from "./plan-inputs";
import type { CutList } from "./types";

export const LIST_HEADINGS = [
  "Part",
  "Material",
  "Thickness (mm)",
  "Length (mm)",
  "Width (mm)",
  "Quantity",
  "Grain lock",
  "L1 band (mm)",
  "L2 band (mm)",
  "W1 band (mm)",
  "W2 band (mm)",
  "Hinge cups per piece",
  "Other holes per piece",
  "Notes",
];

export async function exportPlanXlsx(list: CutList, results: MaterialPlan[]): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Kovai Panel Works cut list";
  const ws = workbook.addWorksheet("Cut list");
  ws.addRow(LIST_HEADINGS).font = { bold: true };
  for (const r of list.rows) {
    const m = results.find((x) => x.material.id === r.material)?.material;
    ws.addRow([
      r.name,
      m?.label ?? materialName(r.material),
      m?.thickness ?? null,
      r.length,
      r.width,
      r.quantity,
      r.grain ? "Yes" : "No",
      r.edges.l1,
      r.edges.l2,
      r.edges.w1,
      r.edges.w2,
      r.holes?.hingeCups ?? 0,
      r.holes?.otherHoles ?? 0,
      r.note,
    ]);
  }
  ws.columns.forEach((c, i) => (c.width = i === 0 || i === 1 || i === LIST_HEADINGS.length - 1 ? 28 : Math.max(12, LIST_HEADINGS[i].length + 2)));
  ws.addRow([]);
  ws.addRow([`Saw kerf ${list.saw.kerf} mm, trim ${list.saw.trim} mm on each edge`]);
  setUpPrinting(ws, { footer: "Cut list" });

  const sum = workbook.addWorksheet("Sheet summary");
  sum.addRow([
    "Material",
    "Sheet size (mm)",
    "Sheets",
    "Yield",
    "Pieces",
    "Cuts",
    "Cut length (m)",
    "Reusable offcuts",
    "Edge band (running m)",
    "Not planned",
  ]).font = { bold: true };
  for (const r of results) {
    const bands = bandMetres(r.rows)
      .map((b) => `${b.thickness} mm: ${b.metres.toFixed(2)} m`)
      .join("; ");
    const unplaced = r.plan.unplaced.map((u) => `${r.input.parts[u.part].name} × ${u.quantity}`).join("; ");
    const row = sum.addRow([
      r.material.label,
      boardsText(r, r.plan),
      r.plan.summary.sheets,
      r.plan.summary.yield,
      r.rows.reduce((n, x) => n + x.quantity, 0),
      r.plan.summary.cuts,
      r.plan.summary.cutLength,
      r.plan.summary.offcuts,
      bands,
      unplaced,
    ]);
    row.getCell(4).numFmt = "0%";
  }
  sum.columns.forEach((c, i) => (c.width = i === 0 ? 32 : i === 8 || i === 9 ? 34 : 13));
  setUpPrinting(sum, { footer: "Sheet summary" });
  for (const r of results) {
    r.plan.sheets.forEach((sheet, s) => {
      sum.addRow([]);
      sum.addRow([`${r.material.label}, sheet ${s + 1}: ${sheet.placements.length} pieces, yield ${Math.round(sheet.yield * 100)}%`]).font = {
        bold: true,
      };
      sum.addRow(["Part", "x (mm)", "y (mm)", "Length along x", "Width along y", "Turned"]);
      for (const p of sheet.placements) sum.addRow([r.input.parts[p.part].name, p.x, p.y, p.length, p.width, p.rotated ? "Yes" : "No"]);
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
}
