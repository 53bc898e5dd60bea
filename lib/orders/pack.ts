/**
 * The workshop's lists derived from an order's cut list (client-safe, pure):
 * the edge-banding list grouped by band, the boring notes, and part labels.
 * The .xlsx export and the printed workshop pack read the same lists.
 */
import { materialName, type MaterialNames } from "@/lib/cutting/list/materials";
import { BAND_THICKNESSES, EDGE_KEYS, type CutList, type EdgeKey } from "@/lib/cutting/list/types";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { describeHoles, holesOf } from "@/lib/cutting/list/holes";
import { inEnglish } from "@/lib/i18n/refusal-text";
import { pieceCode } from "@/lib/production/pieces";

export const EDGE_LABEL: Record<EdgeKey, string> = { l1: "L1", l2: "L2", w1: "W1", w2: "W2" };

export interface BandingItem {
  /** 1-based row number in the list, as the customer sees it. */
  row: number;
  name: string;
  material: string;
  edges: string[];
  /** Length of one banded edge (mm). */
  edgeLength: number;
  /** Edges of this length to band: edges per piece × quantity. */
  pieces: number;
  /** Running mm for this item. */
  totalMm: number;
}

export interface BandingGroup {
  thickness: number;
  items: BandingItem[];
  totalMm: number;
}

/** A material's name as the order carries it (`names`: the order's `materials`). */
export const materialLabel = (id: string, names?: MaterialNames) => materialName(id, names);

/** Every banded edge, grouped by band thickness and, within a part, by edge length (L edges together, W edges together). */
export function bandingList(cutList: CutList, names?: MaterialNames): BandingGroup[] {
  const groups: BandingGroup[] = [];
  for (const t of BAND_THICKNESSES) {
    const items: BandingItem[] = [];
    cutList.rows.forEach((r, i) => {
      for (const side of ["l", "w"] as const) {
        const edges = EDGE_KEYS.filter((e) => e.startsWith(side) && r.edges[e] === t);
        if (!edges.length) continue;
        const edgeLength = side === "l" ? r.length : r.width;
        const pieces = edges.length * r.quantity;
        items.push({
          row: i + 1,
          name: r.name,
          material: materialLabel(r.material, names),
          edges: edges.map((e) => EDGE_LABEL[e]),
          edgeLength,
          pieces,
          totalMm: Math.round(edgeLength * pieces * 10) / 10,
        });
      }
    });
    if (items.length) groups.push({ thickness: t, items, totalMm: Math.round(items.reduce((n, x) => n + x.totalMm, 0) * 10) / 10 });
  }
  return groups;
}

export interface BoringItem {
  row: number;
  name: string;
  material: string;
  size: string;
  quantity: number;
  note: string;
  hingeCups: number;
  otherHoles: number;
}

/** Parts with a note (boring and anything else the customer wrote), with the holes read from it per piece. */
export function boringList(cutList: CutList, names?: MaterialNames): BoringItem[] {
  return cutList.rows.flatMap((r, i) => {
    if (!r.note?.trim()) return [];
    const h = holesOf(r);
    return [
      {
        row: i + 1,
        name: r.name,
        material: materialLabel(r.material, names),
        size: `${r.length} × ${r.width}`,
        quantity: r.quantity,
        note: r.note.trim(),
        ...h,
      },
    ];
  });
}

export interface PartLabel {
  reference: string;
  /** The piece's code, `<reference>/<row>/<copy>` (lib/production/pieces.ts): its QR code names it, and it can be typed. */
  code: string;
  customer: string;
  row: number;
  /** "3 of 4" when the part has several pieces. */
  copy: string;
  name: string;
  size: string;
  material: string;
  /** "L1 L2 W1 (0.8 mm)" or "None". */
  banding: string;
  /** The holes: "2 hinge cups, 4 other holes", or "". */
  boring: string;
  /** The customer's note on the part, on its own line (walk 6, K9: not run into the holes), or "". */
  note: string;
  /** Which sheet of the job this piece is cut from: "Sheet 3 of 12". */
  sheet: string;
  grain: boolean;
  /** "Grain run A, 2 of 4" for a piece of a grain run (cut side by side with the others), or "". */
  run: string;
}

/** The sheet (numbered through the whole job, as in the workshop pack) each piece of each cut-list row is cut from. */
export function sheetsOfPieces(plans: MaterialPlan[]): { total: number; byRow: Map<number, number[]> } {
  const byRow = new Map<number, number[]>();
  let sheetNo = 0;
  for (const p of plans) {
    for (const sheet of p.plan.sheets) {
      sheetNo += 1;
      for (const pl of sheet.placements) {
        const row = p.rows[pl.part];
        byRow.set(row, [...(byRow.get(row) ?? []), sheetNo]);
      }
    }
  }
  return { total: sheetNo, byRow };
}

/** One label per piece. */
export function partLabels(order: {
  reference: string;
  customer: { name: string };
  cutList: CutList;
  plans: MaterialPlan[];
  materials?: MaterialNames;
}): PartLabel[] {
  const { reference, cutList } = order;
  const sheets = sheetsOfPieces(order.plans);
  const runs = runPositions(cutList);
  const out: PartLabel[] = [];
  cutList.rows.forEach((r, i) => {
    const boring = inEnglish(describeHoles(holesOf(r)));
    const onSheets = sheets.byRow.get(i) ?? [];
    const banded = EDGE_KEYS.filter((e) => r.edges[e] != null);
    const thicknesses = [...new Set(banded.map((e) => r.edges[e]))];
    const banding = !banded.length
      ? "None"
      : thicknesses.length === 1
        ? `${banded.map((e) => EDGE_LABEL[e]).join(" ")} (${thicknesses[0]} mm)`
        : banded.map((e) => `${EDGE_LABEL[e]} ${r.edges[e]}`).join(", ");
    for (let k = 1; k <= r.quantity; k++) {
      out.push({
        reference,
        code: pieceCode(reference, i + 1, k),
        customer: order.customer.name,
        row: i + 1,
        copy: r.quantity > 1 ? `${k} of ${r.quantity}` : "",
        name: r.name,
        size: `${r.length} × ${r.width} mm`,
        material: materialLabel(r.material, order.materials),
        banding,
        boring,
        note: r.note.trim(),
        sheet: onSheets[k - 1] ? `Sheet ${onSheets[k - 1]} of ${sheets.total}` : "",
        grain: r.grain,
        run: runs.get(`${i}:${k}`) ?? "",
      });
    }
  });
  return out;
}

/** "Grain run A, 2 of 4" per piece (`row:copy`, copy from 1): the pieces of a run in the order they are cut, per material. */
export function runPositions(cutList: CutList): Map<string, string> {
  const runs = new Map<string, { label: string; pieces: string[] }>();
  cutList.rows.forEach((r, i) => {
    const label = r.run?.trim();
    if (!label) return;
    const key = `${r.material}|${label}`;
    const run = runs.get(key) ?? { label, pieces: [] };
    for (let k = 1; k <= r.quantity; k++) run.pieces.push(`${i}:${k}`);
    runs.set(key, run);
  });
  const out = new Map<string, string>();
  for (const run of runs.values()) run.pieces.forEach((piece, n) => out.set(piece, `Grain run ${run.label}, ${n + 1} of ${run.pieces.length}`));
  return out;
}
