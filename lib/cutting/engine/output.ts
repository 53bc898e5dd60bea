/**
 * Turns the search's layouts (inflated units, origin at the trimmed corner)
 * into the API's plan: millimetres from the sheet's corner, placements, the
 * saw's cut sequence and the reusable offcuts.
 */
import { SCALE, toMm, type Problem } from "./items";
import type { Node, SheetLayout } from "./sheet-packer";
import {
  REUSABLE_OFFCUT_MM,
  type Cut,
  type Offcut,
  type PlanInput,
  type PlanSummary,
  type Placement,
  type SheetPlan,
  type SheetSpec,
  type StockPlanInput,
} from "./types";

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function trimCuts(problem: Problem): Omit<Cut, "seq">[] {
  if (problem.trim <= 0) return [];
  const L = toMm(problem.sheetL);
  const W = toMm(problem.sheetW);
  const t = toMm(problem.trim);
  return [
    { stage: 0, kind: "trim", x1: 0, y1: t, x2: L, y2: t },
    { stage: 0, kind: "trim", x1: 0, y1: round(W - t), x2: L, y2: round(W - t) },
    { stage: 0, kind: "trim", x1: t, y1: t, x2: t, y2: round(W - t) },
    { stage: 0, kind: "trim", x1: round(L - t), y1: t, x2: round(L - t), y2: round(W - t) },
  ];
}

interface TreeCut {
  cut: Omit<Cut, "seq">;
  depth: number;
  at: number;
}

/** The tree's cuts with their stage: a cut across its parent's direction starts the next stage. */
function treeCuts(problem: Problem, root: Node): TreeCut[] {
  const out: TreeCut[] = [];
  const t = problem.trim;
  const k = problem.kerf;
  const walk = (n: Node, parentAxis: "x" | "y" | null, stage: number, depth: number) => {
    if (!n.cut || !n.kids) return;
    const s = parentAxis === null ? 1 : n.cut.axis === parentAxis ? stage : stage + 1;
    // The kerf lies just before `at`; the cut is drawn on its centre line, across the whole piece.
    // When less than half a kerf of the piece lies past the part, the centre falls just outside the
    // piece (the blade takes the sliver and some air): moving it inside would cut into the part.
    // Not rounded to whole tenths: with an odd kerf in tenths the centre line falls on a twentieth.
    const c = (t + n.cut.at - k / 2) / SCALE;
    const cut: Omit<Cut, "seq"> =
      n.cut.axis === "x"
        ? { stage: s, kind: "crosscut", x1: round(c), y1: toMm(t + n.y), x2: round(c), y2: toMm(t + n.y + n.w - k) }
        : { stage: s, kind: "rip", x1: toMm(t + n.x), y1: round(c), x2: toMm(t + n.x + n.l - k), y2: round(c) };
    out.push({ cut, depth, at: n.cut.at });
    walk(n.kids[0], n.cut.axis, s, depth + 1);
    walk(n.kids[1], n.cut.axis, s, depth + 1);
  };
  walk(root, null, 0, 0);
  // Stage by stage; within a stage parents before children, then along the sheet.
  return out.sort((a, b) => a.cut.stage - b.cut.stage || a.depth - b.depth || a.at - b.at);
}

export function sheetPlan(input: PlanInput, problem: Problem, layout: SheetLayout): SheetPlan {
  const placements: Placement[] = [];
  const offcuts: Offcut[] = [];
  const t = problem.trim;
  const k = problem.kerf;
  const walk = (n: Node) => {
    if (n.kids) {
      walk(n.kids[0]);
      walk(n.kids[1]);
      return;
    }
    if (n.item) {
      const p = input.parts[n.item.part];
      const rotated = !!n.rotated;
      placements.push({
        part: n.item.part,
        x: toMm(t + n.x),
        y: toMm(t + n.y),
        length: rotated ? p.width : p.length,
        width: rotated ? p.length : p.width,
        rotated,
      });
      return;
    }
    const l = toMm(n.l - k);
    const w = toMm(n.w - k);
    if (l >= REUSABLE_OFFCUT_MM && w >= REUSABLE_OFFCUT_MM) offcuts.push({ x: toMm(t + n.x), y: toMm(t + n.y), length: l, width: w });
  };
  walk(layout.root);
  const cuts = [...trimCuts(problem), ...treeCuts(problem, layout.root).map((c) => c.cut)].map((c, i) => ({ seq: i + 1, ...c }));
  offcuts.sort((a, b) => b.length * b.width - a.length * a.width);
  return { placements, cuts, offcuts, yield: yieldOn(input.sheet, placements) };
}

/** Parts' area over the board's. */
export function yieldOn(board: Pick<SheetSpec, "length" | "width">, placements: readonly Placement[]): number {
  let partArea = 0;
  for (const p of placements) partArea += p.length * p.width;
  return partArea / (board.length * board.width);
}

export function cutLengthMm(c: Cut): number {
  return Math.hypot(c.x2 - c.x1, c.y2 - c.y1);
}

/** The plan's figures from its sheets on `input`'s boards (on several sizes, with the price of those used); `lowerBound` as PlanSummary says. */
export function planSummary(input: PlanInput | StockPlanInput, sheets: SheetPlan[], lowerBound: number): PlanSummary {
  if (!("stock" in input)) return summarise(sheets, input.sheet.length * input.sheet.width * sheets.length, lowerBound);
  let boardArea = 0;
  let cost = 0;
  for (const s of sheets) {
    const row = input.stock[s.stock!];
    boardArea += row.length * row.width;
    cost += row.price;
  }
  return { ...summarise(sheets, boardArea, lowerBound), cost };
}

function summarise(sheets: SheetPlan[], boardArea: number, lowerBound: number): PlanSummary {
  let partArea = 0;
  let cuts = 0;
  let cutLength = 0;
  let offcuts = 0;
  for (const s of sheets) {
    for (const p of s.placements) partArea += p.length * p.width;
    cuts += s.cuts.length;
    for (const c of s.cuts) cutLength += cutLengthMm(c);
    offcuts += s.offcuts.length;
  }
  return {
    sheets: sheets.length,
    yield: sheets.length ? Math.round((partArea / boardArea) * 10_000) / 10_000 : 0,
    cuts,
    cutLength: Math.round(cutLength) / 1000,
    offcuts,
    lowerBound,
  };
}
