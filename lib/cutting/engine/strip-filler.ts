/**
 * A sheet filled strip by strip, the way a panel saw cuts in three stages:
 * rips across the sheet make strips, crosscuts in a strip make one column per
 * part, and a column taller than its part keeps the space above it for
 * smaller parts. Each strip's parts are chosen by a knapsack over the strip's
 * length (the most part area that fits), among strips as high as the tallest
 * parts left; the densest such strip is cut first. What the strips leave (the
 * space above short parts, the end of a strip, the top of the sheet) is filled
 * by the greedy packer (sheet-packer.ts). Both directions are tried: strips
 * along the length and along the width.
 *
 * Denser than the greedy packer where many parts share a few heights (a
 * workshop's cabinets) or where the parts are small against the sheet, at
 * the cost of a knapsack per candidate strip: used where a dense sheet is
 * worth the time (the densest fill of a board, the pool search, pricing
 * patterns in the dive, where each part has its own worth), not in every
 * repack. A height's knapsack is solved again only when too few parts of a
 * size it chose are left: dropping parts it did not need leaves its choice optimal.
 */
import type { Item } from "./items";
import { fillSheet, place, type Node, type Rules, type SheetLayout } from "./sheet-packer";

/** Candidate strip heights tried per strip: the tallest this many distinct heights that fit. */
const HEIGHTS = 6;
/** The knapsack's resolution: at most this many steps along a strip (sizes rounded up, so never overfull). */
const STEPS = 600;
const GAP_RULES: Rules = { fit: "short-side", split: "max-area" };

/** The greedy packer's layout of `items` grafted into free node `n`; returns the items placed. */
function fillRegion(items: readonly Item[], n: Node, kerf: number): Item[] {
  if (n.l <= kerf || n.w <= kerf || !items.length) return [];
  const { layout } = fillSheet(items, n.l, n.w, kerf, GAP_RULES);
  if (!layout.items.length) return [];
  const shift = (m: Node): Node => ({
    ...m,
    x: m.x + n.x,
    y: m.y + n.y,
    cut: m.cut && { axis: m.cut.axis, at: m.cut.at + (m.cut.axis === "x" ? n.x : n.y) },
    kids: m.kids && [shift(m.kids[0]), shift(m.kids[1])],
  });
  const root = shift(layout.root);
  Object.assign(n, { cut: root.cut, kids: root.kids, item: root.item, rotated: root.rotated });
  return layout.items;
}

interface Oriented {
  item: Item;
  rotated: boolean;
  /** Along the strip, and across it. */
  a: number;
  b: number;
}

/** How `it` stands in a strip of height h: the orientation using more of the height, or null. */
function orient(it: Item, h: number): Oriented | null {
  const flat = it.w <= h ? { item: it, rotated: false, a: it.l, b: it.w } : null;
  const turned = it.turnable && it.l <= h ? { item: it, rotated: true, a: it.w, b: it.l } : null;
  if (flat && turned) return turned.b > flat.b ? turned : flat;
  return flat ?? turned;
}

/** Parts that stand in a strip of height h and fit its length L, grouped by their size in the strip. */
function groupsFor(items: readonly Item[], L: number, h: number): Map<string, Oriented[]> {
  const groups = new Map<string, Oriented[]>();
  for (const it of items) {
    const o = orient(it, h);
    if (!o || o.a > L) continue;
    const key = `${o.a}x${o.b}`;
    const g = groups.get(key);
    if (g) g.push(o);
    else groups.set(key, [o]);
  }
  return groups;
}

/** What a strip is filled for: each part's worth per mm² (default 1: the most part area), and the knapsack's resolution. */
export interface StripOptions {
  value?: Float64Array;
  /** At most this many steps along a strip (default STEPS). */
  steps?: number;
}

/** A strip's choice: how many parts of each size (groupsFor's keys), and their worth (their area without `value`). */
interface StripChoice {
  worth: number;
  counts: Map<string, number>;
}

/**
 * The most part area along a strip of length L and height h: a 0/1 knapsack over the lengths (rounded up
 * to at most STEPS steps). Equal parts are grouped and offered in bundles of 1, 2, 4, … copies, so a list
 * of many equal parts costs a few bundles, not one entry per copy.
 */
function knapsack(groups: Map<string, Oriented[]>, L: number, { value, steps = STEPS }: StripOptions): StripChoice {
  const bundles: { key: string; group: Oriented[]; copies: number }[] = [];
  for (const [key, group] of groups) {
    for (let left = group.length, size = 1; left > 0; left -= size, size *= 2) bundles.push({ key, group, copies: Math.min(size, left) });
  }
  const g = Math.max(1, Math.ceil(L / steps));
  const cap = Math.floor(L / g);
  const best = new Float64Array(cap + 1);
  const took = new Uint8Array(bundles.length * (cap + 1));
  const weightOf = (b: (typeof bundles)[number]) => b.copies * Math.ceil(b.group[0].a / g);
  bundles.forEach((b, i) => {
    const wgt = weightOf(b);
    const val = b.copies * b.group[0].a * b.group[0].b * (value ? value[b.group[0].item.id] : 1);
    for (let c = cap; c >= wgt; c--) {
      const v = best[c - wgt] + val;
      if (v > best[c]) {
        best[c] = v;
        took[i * (cap + 1) + c] = 1;
      }
    }
  });
  const counts = new Map<string, number>();
  let c = cap;
  for (let i = bundles.length - 1; i >= 0; i--) {
    if (took[i * (cap + 1) + c]) {
      counts.set(bundles[i].key, (counts.get(bundles[i].key) ?? 0) + bundles[i].copies);
      c -= weightOf(bundles[i]);
    }
  }
  return { worth: best[cap], counts };
}

/** The parts of `choice` from `groups` (the first copies of each size), longest first; null when some size has too few left. */
function partsOf(choice: StripChoice, groups: Map<string, Oriented[]>): Oriented[] | null {
  const out: Oriented[] = [];
  for (const [key, n] of choice.counts) {
    const group = groups.get(key);
    if (!group || group.length < n) return null;
    out.push(...group.slice(0, n));
  }
  // Longest first along the strip: the columns' gaps above short parts come in one piece each.
  return out.sort((p, q) => q.a - p.a);
}

/** Strips along x in a bin of L × W. */
function stripsAlongX(items: readonly Item[], L: number, W: number, kerf: number, options: StripOptions): SheetLayout {
  const root: Node = { x: 0, y: 0, l: L, w: W };
  const left = new Map(items.map((it) => [it.id, it]));
  const placed: Item[] = [];
  const take = (got: Item[]) => {
    for (const it of got) {
      left.delete(it.id);
      placed.push(it);
    }
  };
  let rest = root;
  const solved = new Map<number, StripChoice>();
  while (left.size && rest.w > kerf) {
    const pool = [...left.values()];
    const heights = [...new Set(pool.flatMap((it) => (it.turnable ? [it.w, it.l] : [it.w])).filter((h) => h <= rest.w))]
      .sort((p, q) => q - p)
      .slice(0, HEIGHTS);
    let pick: { h: number; chosen: Oriented[]; density: number } | null = null;
    for (const h of heights) {
      const groups = groupsFor(pool, L, h);
      // Parts taken since this height's knapsack was solved, but enough of each size it chose left: the choice is
      // still optimal (a size is worth what its first part is worth, so with per-part values, nearly).
      let choice = solved.get(h);
      let chosen = choice && partsOf(choice, groups);
      if (!chosen) {
        choice = knapsack(groups, L, options);
        solved.set(h, choice);
        chosen = partsOf(choice, groups)!;
      }
      const density = choice!.worth / (L * h);
      if (chosen.length && (!pick || density > pick.density)) pick = { h, chosen, density };
    }
    if (!pick) break;
    // The strip, and the rest of the sheet above it.
    let strip = rest;
    if (pick.h < rest.w) {
      rest.cut = { axis: "y", at: rest.y + pick.h };
      rest.kids = [
        { x: rest.x, y: rest.y, l: rest.l, w: pick.h },
        { x: rest.x, y: rest.y + pick.h, l: rest.l, w: rest.w - pick.h },
      ];
      strip = rest.kids[0];
      rest = rest.kids[1];
    } else {
      rest = { x: 0, y: W, l: L, w: 0 };
    }
    // The strip's own parts leave the pool first: the gaps above them are filled from the rest.
    take(pick.chosen.map((o) => o.item));
    let cur: Node | null = strip;
    for (const o of pick.chosen) {
      // The chosen lengths add up to at most L, so each part has strip left. The packer's own placement,
      // crosscut first: the part's column off the strip, then the part off its column.
      const at: Node = cur!;
      place(at, o.item, o.rotated, false, kerf);
      const column = at.cut?.axis === "x" ? at.kids![0] : at;
      if (column.cut?.axis === "y") take(fillRegion([...left.values()], column.kids![1], kerf));
      cur = at.cut?.axis === "x" ? at.kids![1] : null;
    }
    if (cur) take(fillRegion([...left.values()], cur, kerf));
  }
  if (rest.w > 0 && rest.l > 0 && !rest.item && !rest.kids) take(fillRegion([...left.values()], rest, kerf));
  let area = 0;
  for (const it of placed) area += it.area;
  return { root, items: placed, area };
}

function transpose(n: Node): Node {
  return {
    x: n.y,
    y: n.x,
    l: n.w,
    w: n.l,
    cut: n.cut && { axis: n.cut.axis === "x" ? "y" : "x", at: n.cut.at },
    kids: n.kids && [transpose(n.kids[0]), transpose(n.kids[1])],
    item: n.item,
    rotated: n.rotated,
  };
}

/**
 * The denser of the strip layouts along x and along y of `items` on a bin of L × W; `rest` keeps
 * the items' order. Items are swapped for their transposed copies and back, so each keeps its identity.
 */
export function stripFill(
  items: readonly Item[],
  L: number,
  W: number,
  kerf: number,
  options: StripOptions = {},
): { layout: SheetLayout; rest: Item[] } {
  const along = stripsAlongX(items, L, W, kerf, options);
  const swapped = items.map((it) => ({ ...it, l: it.w, w: it.l }));
  const byId = new Map(items.map((it) => [it.id, it]));
  const across = stripsAlongX(swapped, W, L, kerf, options);
  let layout = along;
  if (across.area > along.area) {
    const restore = (n: Node): Node => {
      const t = transpose(n);
      const walk = (m: Node) => {
        if (m.item) m.item = byId.get(m.item.id)!;
        if (m.kids) m.kids.forEach(walk);
      };
      walk(t);
      return t;
    };
    layout = { root: restore(across.root), items: across.items.map((it) => byId.get(it.id)!), area: across.area };
  }
  const placed = new Set(layout.items.map((it) => it.id));
  return { layout, rest: items.filter((it) => !placed.has(it.id)) };
}
