/**
 * The packer the other way round: where sheet-packer.ts takes the parts in a
 * given order and finds each a free rectangle, this takes the narrowest free
 * rectangle and finds it the part that fills its narrow side best (then the
 * largest part), until no free rectangle holds any part left. A rectangle no
 * part fits is waste. Each part is placed at its rectangle's corner with the
 * same guillotine cuts as sheet-packer.ts, so its layouts are as cuttable.
 * It needs no order of the parts, so it finds the tight fits of a few parts
 * that every order of the greedy misses (a neighbourhood's parts packed onto
 * one sheet fewer); it looks at every part for every rectangle, so it is used
 * where the parts are few: repacking a neighbourhood (search.ts).
 */
import type { Item } from "./items";
import { place, ripFirst, type Node, type SplitRule, type SheetLayout } from "./sheet-packer";

export function fillSheetBestFit(
  items: readonly Item[],
  binL: number,
  binW: number,
  kerf: number,
  split: SplitRule,
): { layout: SheetLayout; rest: Item[] } {
  const root: Node = { x: 0, y: 0, l: binL, w: binW };
  const free: Node[] = [root];
  const left = items.slice();
  const placed: Item[] = [];
  let area = 0;
  while (free.length && left.length) {
    let fi = 0;
    for (let i = 1; i < free.length; i++) if (Math.min(free[i].l, free[i].w) < Math.min(free[fi].l, free[fi].w)) fi = i;
    const f = free[fi];
    const narrowIsW = f.w <= f.l;
    let best = -1;
    let bestRot = false;
    let bestScore = -Infinity;
    for (let i = 0; i < left.length; i++) {
      const it = left[i];
      for (let turn = 0; turn < (it.turnable ? 2 : 1); turn++) {
        const rot = turn === 1;
        const a = rot ? it.w : it.l;
        const b = rot ? it.l : it.w;
        if (a > f.l || b > f.w) continue;
        const s = (narrowIsW ? b / f.w : a / f.l) * 1e12 + it.area;
        if (s > bestScore) [bestScore, best, bestRot] = [s, i, rot];
      }
    }
    free[fi] = free[free.length - 1];
    free.pop();
    if (best < 0) continue;
    const it = left[best];
    left.splice(best, 1);
    const a = bestRot ? it.w : it.l;
    const b = bestRot ? it.l : it.w;
    for (const n of place(f, it, bestRot, ripFirst(split, f, a, b), kerf)) free.push(n);
    placed.push(it);
    area += it.area;
  }
  return { layout: { root, items: placed, area }, rest: left };
}
