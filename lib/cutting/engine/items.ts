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
import type { PlanInput, UnplacedPart } from "./types";

export const SCALE = 10;

export function toUnits(mm: number): number {
  return Math.round(mm * SCALE);
}

export function toMm(units: number): number {
  return Math.round(units) / SCALE;
}

/** One copy of one part, inflated by the kerf. */
export interface Item {
  /** Unique per copy, 0..n-1. */
  id: number;
  part: number;
  /** Inflated size in the part's own orientation (length, width). */
  l: number;
  w: number;
  /** May be turned 90° (not grain-locked). */
  turnable: boolean;
  area: number;
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

export function fitsIn(item: Pick<Item, "l" | "w" | "turnable">, L: number, W: number): boolean {
  return (item.l <= L && item.w <= W) || (item.turnable && item.w <= L && item.l <= W);
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
  const items: Item[] = [];
  const unplaced: UnplacedPart[] = [];
  input.parts.forEach((p, part) => {
    const l = toUnits(p.length) + kerf;
    const w = toUnits(p.width) + kerf;
    const turnable = !p.grain && l !== w;
    const fits = usableL > 0 && usableW > 0 && fitsIn({ l, w, turnable }, binL, binW);
    if (!fits) {
      if (p.quantity > 0) unplaced.push({ part, quantity: p.quantity, reason: tooLargeReason(input, p.grain) });
      return;
    }
    for (let q = 0; q < p.quantity; q++) items.push({ id: items.length, part, l, w, turnable, area: l * w });
  });
  return { binL, binW, kerf, trim, sheetL, sheetW, items, unplaced };
}

function tooLargeReason(input: PlanInput, grain: boolean): string {
  const { length, width, trim } = input.sheet;
  const usable = `${fmt(length - 2 * trim)} × ${fmt(width - 2 * trim)} mm`;
  const how = trim > 0 ? ` (${fmt(length)} × ${fmt(width)} mm less ${fmt(trim)} mm trim on each edge)` : "";
  const turn = grain ? "; it is grain-locked, so it cannot be turned" : " in either direction";
  return `Larger than the usable sheet, ${usable}${how}${turn}.`;
}

function fmt(mm: number): string {
  return String(Math.round(mm * 10) / 10);
}
