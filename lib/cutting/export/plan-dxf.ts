/**
 * A cutting plan as a DXF drawing for the saw's or the CNC's software
 * (POST /api/cutting/dxf, and the download buttons of the cut-list page and
 * the order). Pure (no DOM, no Node): the page writes the file in the browser
 * from the very plan it shows; the API writes it from the plan it made.
 *
 * AutoCAD 2007 DXF (AC1021, "2000 or later"), ASCII with UTF-8 text (so Tamil
 * part names survive), units millimetres. Sheets (of one size, or each of its
 * stock row's size) lie side by side along x, SHEET_GAP_MM apart, each with its
 * corner at y = 0; inside a sheet the plan's own coordinates are kept (x along
 * the board's length, y across it), so a drawing measures exactly like the
 * plan. Layers:
 *   SHEETS  each board, a closed rectangle
 *   PARTS   each part, a closed rectangle
 *   CUTS    each saw cut (trims included) as a line on the kerf's centre
 *   LABELS  each part's name (turned when the part stands upright) and each sheet's title
 *   OFFCUTS each reusable offcut, a closed rectangle (dashed)
 */
import { DxfWriter, LWPolylineFlags, TextHorizontalAlignment, TextVerticalAlignment, Units, point3d } from "@tarikjabiri/dxf";
import type { Plan, PlanInput, StockPlanInput } from "@/lib/cutting/engine/types";

export const SHEET_GAP_MM = 100;
export const DXF_LAYERS = { sheets: "SHEETS", parts: "PARTS", cuts: "CUTS", labels: "LABELS", offcuts: "OFFCUTS" } as const;

/** AutoCAD colour numbers: white/black, green, red, cyan, grey. */
const COLOURS: Record<keyof typeof DXF_LAYERS, number> = { sheets: 7, parts: 3, cuts: 1, labels: 4, offcuts: 8 };

/** Largest label height, and the share of a part's narrow side a label may take. */
const MAX_TEXT_MM = 60;
const TEXT_ACROSS_SHARE = 0.3;
/** A character of the standard font is about this wide for its height. */
const CHAR_WIDTH = 0.62;

function rect(dxf: DxfWriter, x: number, y: number, length: number, width: number, layerName: string, lineType?: string) {
  dxf.addLWPolyline(
    [{ point: { x, y } }, { point: { x: x + length, y } }, { point: { x: x + length, y: y + width } }, { point: { x, y: y + width } }],
    { flags: LWPolylineFlags.Closed, layerName, ...(lineType ? { lineType } : {}) },
  );
}

/** A label centred in a box, as large as fits (never below 1 mm), turned 90° when the box stands upright. */
function label(dxf: DxfWriter, text: string, cx: number, cy: number, along: number, across: number, upright: boolean) {
  const h = Math.max(1, Math.min(MAX_TEXT_MM, across * TEXT_ACROSS_SHARE, (along * 0.9) / (CHAR_WIDTH * Math.max(1, text.length))));
  dxf.addText(point3d(cx, cy, 0), round(h), text, {
    layerName: DXF_LAYERS.labels,
    horizontalAlignment: TextHorizontalAlignment.Center,
    verticalAlignment: TextVerticalAlignment.Middle,
    secondAlignmentPoint: point3d(cx, cy, 0),
    ...(upright ? { rotation: 90 } : {}),
  });
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface DxfOptions {
  /** Printed above each sheet before "sheet n of N", e.g. the material. */
  title?: string;
}

/** The drawing of `plan`, made from `input` (the request it answers: one sheet size or a stock list). */
export function planDxf(input: PlanInput | StockPlanInput, plan: Plan, options: DxfOptions = {}): string {
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  // Dashes of 10 mm with 5 mm gaps, drawn at the drawing's scale (1 unit = 1 mm).
  dxf.addLType("DASHED", "Dashed __ __ __", [10, -5]);
  for (const key of Object.keys(DXF_LAYERS) as (keyof typeof DXF_LAYERS)[]) {
    dxf.addLayer(DXF_LAYERS[key], COLOURS[key], key === "offcuts" ? "DASHED" : "CONTINUOUS");
  }
  const n = plan.sheets.length;
  let ox = 0;
  plan.sheets.forEach((sheet, i) => {
    const board = "stock" in input ? input.stock[sheet.stock ?? 0] : input.sheet;
    const { length: L, width: W } = board;
    rect(dxf, ox, 0, L, W, DXF_LAYERS.sheets);
    const what = "label" in board ? `${board.label}, ` : "";
    const title = `${options.title ? `${options.title}: ` : ""}sheet ${i + 1} of ${n}, ${what}${L} x ${W} mm`;
    dxf.addText(point3d(ox, W + 20, 0), 40, title, { layerName: DXF_LAYERS.labels });
    for (const p of sheet.placements) {
      rect(dxf, ox + p.x, p.y, p.length, p.width, DXF_LAYERS.parts);
      const upright = p.width > p.length;
      label(
        dxf,
        input.parts[p.part].name,
        ox + p.x + p.length / 2,
        p.y + p.width / 2,
        Math.max(p.length, p.width),
        Math.min(p.length, p.width),
        upright,
      );
    }
    for (const c of sheet.cuts) dxf.addLine(point3d(ox + c.x1, c.y1, 0), point3d(ox + c.x2, c.y2, 0), { layerName: DXF_LAYERS.cuts });
    for (const o of sheet.offcuts) rect(dxf, ox + o.x, o.y, o.length, o.width, DXF_LAYERS.offcuts, "DASHED");
    ox += L + SHEET_GAP_MM;
  });
  return dxf.stringify();
}
