/**
 * The problem in the optimiser's own units: integer tenths of a millimetre (so
 * sizes with one decimal add up exactly), with the kerf folded into every size.
 *
 * The kerf reduction: a part of l × w is packed as (l + k) × (w + k) into a bin
 * of (L − 2t + k) × (W − 2t + k). Parts at least k apart in the real sheet are
 * exactly the disjoint inflated rectangles in the bin, so a guillotine packing
 * of the inflated sizes is a valid cutting pattern, and area bounds on the
 * inflated sizes are valid lower bounds.
 */
import type { PartSpec, PlanInput, UnplacedPart } from "./types";
import { said, type Refusal } from "@/lib/i18n/refusal";

export const SCALE = 10;

export function toUnits(mm: number): number {
  return Math.round(mm * SCALE);
}

export function toMm(units: number): number {
  return Math.round(units) / SCALE;
}

/** One piece of a grain run, in inflated units, in the run's order. */
export interface RunMember {
  part: number;
  l: number;
  w: number;
}

/** One copy of one part, inflated by the kerf; or a whole grain run, packed as one strip. */
export interface Item {
  /** Unique per copy, 0..n-1. */
  id: number;
  /** The part (for a grain run: its first piece's part). */
  part: number;
  /** Inflated size in the part's own orientation (length, width). */
  l: number;
  w: number;
  /** May be turned 90° (not grain-locked). */
  turnable: boolean;
  area: number;
  /** A grain run: its pieces side by side along the length, in order (runs.ts lays them out). */
  members?: RunMember[];
  /** A grain run too long end to end, stacked across the board instead (along its width), in order. */
  across?: boolean;
}

export interface Problem {
  /** Inflated bin (usable sheet plus one kerf). */
  binL: number;
  binW: number;
  kerf: number;
  trim: number;
  sheetL: number;
  sheetW: number;
  items: Item[];
  unplaced: UnplacedPart[];
}

/**
 * `problem` restricted to `items`, as copies numbered from 0 (the searches index their arrays by item id);
 * `withItems` (sheet-packer.ts) puts the originals back into its layouts.
 */
export function subProblem(problem: Problem, items: readonly Item[]): Problem {
  return { ...problem, items: items.map((it, i) => ({ ...it, id: i })), unplaced: [] };
}

export function fitsIn(item: Pick<Item, "l" | "w" | "turnable">, L: number, W: number): boolean {
  return (item.l <= L && item.w <= W) || (item.turnable && item.w <= L && item.l <= W);
}

/**
 * The items of a list of parts: a copy of a part per piece, and one strip per grain run (the parts
 * that share a `run` label, in the order listed, each copy in turn: their lengths and kerfs added
 * up, the widest width; never turned, so the grain runs on along the board's length). A run too
 * long for the board end to end is stacked across it instead (widths added up, the longest length:
 * drawer fronts one above another, as a chest shows them). An item for which `fits` is false is
 * reported unplaced with `tooLarge`'s reason, for every piece it holds.
 */
export function buildItems(
  parts: readonly PartSpec[],
  kerf: number,
  fits: (item: Pick<Item, "l" | "w" | "turnable">) => boolean,
  tooLarge: (grain: boolean, run?: RunSize) => Refusal,
): { items: Item[]; unplaced: UnplacedPart[] } {
  const items: Item[] = [];
  const unplaced: UnplacedPart[] = [];
  const runs = new Map<string, number[]>();
  parts.forEach((p, part) => {
    const run = p.run?.trim();
    if (run) {
      const members = runs.get(run);
      if (members) members.push(part);
      else runs.set(run, [part]);
      return;
    }
    const l = toUnits(p.length) + kerf;
    const w = toUnits(p.width) + kerf;
    const turnable = !p.grain && l !== w;
    if (!fits({ l, w, turnable })) {
      if (p.quantity > 0) unplaced.push({ part, quantity: p.quantity, reason: tooLarge(p.grain) });
      return;
    }
    for (let q = 0; q < p.quantity; q++) items.push({ id: items.length, part, l, w, turnable, area: l * w });
  });
  for (const [label, partsOfRun] of runs) {
    const members: RunMember[] = partsOfRun.flatMap((part) =>
      Array.from({ length: parts[part].quantity }, () => ({ part, l: toUnits(parts[part].length) + kerf, w: toUnits(parts[part].width) + kerf })),
    );
    if (!members.length) continue;
    const endToEnd = { l: members.reduce((n, m) => n + m.l, 0), w: Math.max(...members.map((m) => m.w)), turnable: false };
    const stacked = { l: Math.max(...members.map((m) => m.l)), w: members.reduce((n, m) => n + m.w, 0), turnable: false };
    const across = !fits(endToEnd) && fits(stacked);
    const strip = across ? stacked : endToEnd;
    if (!fits(strip)) {
      const size = { label, length: toMm(endToEnd.l - kerf), width: toMm(stacked.w - kerf) };
      for (const part of partsOfRun) unplaced.push({ part, quantity: parts[part].quantity, reason: tooLarge(true, size) });
      continue;
    }
    items.push({ id: items.length, part: members[0].part, ...strip, area: strip.l * strip.w, members, ...(across ? { across } : {}) });
  }
  unplaced.sort((a, b) => a.part - b.part);
  return { items, unplaced };
}

export function buildProblem(input: PlanInput): Problem {
  const kerf = toUnits(input.kerf);
  const trim = toUnits(input.sheet.trim);
  const sheetL = toUnits(input.sheet.length);
  const sheetW = toUnits(input.sheet.width);
  const usableL = sheetL - 2 * trim;
  const usableW = sheetW - 2 * trim;
  const binL = usableL + kerf;
  const binW = usableW + kerf;
  const { items, unplaced } = buildItems(
    input.parts,
    kerf,
    (it) => usableL > 0 && usableW > 0 && fitsIn(it, binL, binW),
    (grain, run) => tooLargeReason(input, grain, run),
  );
  return { binL, binW, kerf, trim, sheetL, sheetW, items, unplaced };
}

/** A grain run that fits neither way: its length end to end and its width stacked across, kerfs included (mm). */
export interface RunSize {
  label: string;
  length: number;
  width: number;
}

function tooLargeReason(input: PlanInput, grain: boolean, run?: RunSize): Refusal {
  const { length, width, trim } = input.sheet;
  const size = `${fmt(length - 2 * trim)} × ${fmt(width - 2 * trim)} mm`;
  const usable = trim > 0 ? said("usableTrimmed", { usable: size, sheet: `${fmt(length)} × ${fmt(width)} mm`, trim: `${fmt(trim)} mm` }) : size;
  if (run) return said("tooLargeSheetRun", { run: run.label, usable, length: fmt(run.length), width: fmt(run.width) });
  return said(grain ? "tooLargeSheetGrain" : "tooLargeSheet", { usable });
}

function fmt(mm: number): string {
  return String(Math.round(mm * 10) / 10);
}
