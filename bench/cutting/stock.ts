/**
 * Realistic jobs on several board sizes (issue 18): the workshop lists of
 * workshop.ts cut from a rack of 8×4, 7×4, 6×4, 8×3 and 6×3 boards at the
 * workshop's prices (paise, unlimited) and, for some jobs, a few leftover
 * pieces (free, one each, no trim). Each board's cost is what the customer
 * pays for it, as the site plans (issue 36): its price plus the per-sheet
 * cutting of 18 mm boards (the tariff's example, ₹100), a leftover too.
 */
import type { StockPlanInput, StockSpec } from "../../lib/cutting/engine/types";
import { workshopInstances } from "./workshop";

/** The tariff's example cutting charge per sheet of 18 mm board (paise). */
export const SHEET_CHARGE = 10000;

const board = (label: string, length: number, width: number, price: number): StockSpec => ({
  label,
  length,
  width,
  trim: 10,
  price: price + SHEET_CHARGE,
  quantity: null,
});

/** 18 mm board prices (paise): per square metre a little dearer for the smaller sizes, as the dealers sell them. */
export const RACK: StockSpec[] = [
  board("8x4", 2440, 1220, 215000),
  board("7x4", 2135, 1220, 192000),
  board("6x4", 1830, 1220, 168000),
  board("8x3", 2440, 915, 168000),
  board("6x3", 1830, 915, 130000),
];

const offcut = (length: number, width: number): StockSpec => ({
  label: `Offcut ${length}x${width}`,
  length,
  width,
  trim: 0,
  price: SHEET_CHARGE,
  quantity: 1,
});

export const LEFTOVERS: StockSpec[] = [offcut(1200, 600), offcut(900, 700), offcut(2000, 450), offcut(750, 750)];

export const stockInstances: { name: string; input: StockPlanInput }[] = workshopInstances.flatMap((w) => [
  { name: `${w.name}/rack`, input: { stock: RACK, kerf: w.input.kerf, parts: w.input.parts } },
  { name: `${w.name}/rack+leftovers`, input: { stock: [...LEFTOVERS, ...RACK], kerf: w.input.kerf, parts: w.input.parts } },
]);
