/**
 * The greedy fillers a sheet is packed with: an order of the items (by area,
 * longest side, perimeter, width, length, shortest side; optionally with
 * noise) and the packer's rules (sheet-packer.ts). A fixed, well-spread
 * portfolio comes first, then random combinations.
 */
import type { Item } from "./items";
import { createRng, randomInt, type Rng } from "./rng";
import type { FitRule, Rules, SplitRule } from "./sheet-packer";

export const FITS: FitRule[] = ["short-side", "area", "bottom-left"];
export const SPLITS: SplitRule[] = ["max-area", "rip-first", "cross-first", "short-leftover", "min-area"];

export type Key = (it: Item) => number;
export const ORDERS: Key[] = [
  (it) => it.area * 1e4 + Math.max(it.l, it.w),
  (it) => Math.max(it.l, it.w) * 1e6 + Math.min(it.l, it.w),
  (it) => (it.l + it.w) * 1e6 + it.area / 1e4,
  (it) => it.w * 1e6 + it.l,
  (it) => it.l * 1e6 + it.w,
  (it) => Math.min(it.l, it.w) * 1e6 + Math.max(it.l, it.w),
];

export interface Filler {
  order: Item[];
  rules: Rules;
}

export function sortedBy(items: readonly Item[], key: Key, rng?: Rng, noise = 0): Item[] {
  const keyed = items.map((it) => ({ it, k: key(it) * (rng ? 1 + noise * (rng() - 0.5) : 1) }));
  keyed.sort((a, b) => b.k - a.k || a.it.id - b.it.id);
  return keyed.map((e) => e.it);
}

export function fillers(items: readonly Item[], count: number, rng: Rng | null, noise: number): Filler[] {
  const out: Filler[] = [];
  const orders = ORDERS.map((k) => sortedBy(items, k, rng ?? undefined, noise));
  // A fixed, well-spread portfolio first; the rest drawn at random.
  const portfolio: [number, FitRule, SplitRule][] = [
    [0, "short-side", "max-area"],
    [1, "short-side", "rip-first"],
    [0, "area", "short-leftover"],
    [2, "bottom-left", "rip-first"],
    [3, "short-side", "cross-first"],
    [4, "area", "max-area"],
    [1, "bottom-left", "cross-first"],
    [5, "short-side", "min-area"],
  ];
  for (const [o, fit, split] of portfolio) {
    if (out.length >= count) break;
    out.push({ order: orders[o], rules: { fit, split } });
  }
  const r = rng ?? createRng(1);
  while (out.length < count) {
    out.push({
      order: orders[randomInt(r, orders.length)],
      rules: { fit: FITS[randomInt(r, FITS.length)], split: SPLITS[randomInt(r, SPLITS.length)] },
    });
  }
  return out;
}
