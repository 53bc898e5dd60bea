/**
 * Sets of a day's small orders for the cutting-batch benchmark (issue 40): each order one or two cabinets (a
 * bathroom vanity, a shoe rack, a wall unit, a study table's pedestal, a TV unit) in 18 mm board, as the workshop's
 * small jobs are; a set is 5 to 15 such orders, cut from the rack (bench/cutting/stock.ts) at what a board costs
 * the workshop with the saw's per-sheet charge.
 */
import type { PartSpec, StockPlanInput } from "../../lib/cutting/engine/types";
import { RACK } from "./stock";
import { carcass, type Cabinet } from "./workshop";

const SMALL: [string, Cabinet][] = [
  ["vanity", { w: 600, h: 520, d: 450, shelves: 1, doors: 2, count: 1 }],
  ["shoe rack", { w: 800, h: 1000, d: 350, shelves: 3, doors: 2, count: 1 }],
  ["wall unit", { w: 900, h: 720, d: 300, shelves: 1, doors: 2, count: 1 }],
  ["pedestal", { w: 420, h: 720, d: 500, shelves: 2, doors: 1, count: 1 }],
  ["tv unit", { w: 1500, h: 450, d: 400, shelves: 0, doors: 3, count: 1 }],
  ["crockery", { w: 1000, h: 900, d: 400, shelves: 2, doors: 2, count: 1 }],
  ["bedside", { w: 450, h: 500, d: 400, shelves: 1, doors: 1, count: 2 }],
];

let seed = 2026;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

/** One small order: one or two cabinets, their sizes varied a little as customers' are. */
function smallOrder(k: number): PartSpec[] {
  const cabinets = 1 + (rand() < 0.4 ? 1 : 0);
  const parts: PartSpec[] = [];
  for (let c = 0; c < cabinets; c++) {
    const [name, base] = SMALL[Math.floor(rand() * SMALL.length)];
    const wobble = (x: number) => Math.round((x * (0.85 + 0.3 * rand())) / 10) * 10;
    parts.push(...carcass(`o${k} ${name}`, { ...base, w: wobble(base.w), h: wobble(base.h) }));
  }
  return parts;
}

export interface BatchSet {
  name: string;
  orders: StockPlanInput[];
  /** Every order's parts together, on the same rack. */
  union: StockPlanInput;
}

export const batchSets: BatchSet[] = [5, 7, 9, 11, 13, 15].map((n) => {
  const orders = Array.from({ length: n }, (_, k) => ({ stock: RACK, kerf: 4, parts: smallOrder(k) }));
  return { name: `${n} orders`, orders, union: { stock: RACK, kerf: 4, parts: orders.flatMap((o) => o.parts) } };
});
