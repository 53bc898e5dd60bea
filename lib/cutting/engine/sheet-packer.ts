/**
 * Packs items into one sheet with guillotine cuts only: the sheet is a tree of
 * rectangles, each either a part, free space, or split by one edge-to-edge cut
 * into two. Placing an item in a free rectangle at its corner takes at most two
 * cuts (one across the whole rectangle, one across the piece holding the
 * item), so every layout this module makes can be cut on a panel saw.
 * Sizes are inflated units (see items.ts): a cut at `at` leaves the kerf just
 * before `at`.
 */
import type { Item } from "./items";

export interface Node {
  x: number;
  y: number;
  l: number;
  w: number;
  /** Split by a cut at x = at ("x") or y = at ("y"); `kids` are [below/left, above/right]. */
  cut?: { axis: "x" | "y"; at: number };
  kids?: [Node, Node];
  item?: Item;
  rotated?: boolean;
}

/** How to pick the free rectangle for an item. */
export type FitRule = "short-side" | "area" | "bottom-left";
/** Which of the two cuts around a placed item goes first (across the whole free rectangle). */
export type SplitRule = "rip-first" | "cross-first" | "max-area" | "min-area" | "short-leftover";

export interface Rules {
  fit: FitRule;
  split: SplitRule;
}

export interface SheetLayout {
  root: Node;
  items: Item[];
  area: number;
}

/** Free rectangles smaller than this in either direction hold nothing (the kerf alone). */
function usable(n: Node, kerf: number): boolean {
  return n.l > kerf && n.w > kerf;
}

function score(fit: FitRule, f: Node, a: number, b: number): number {
  switch (fit) {
    case "short-side":
      return Math.min(f.l - a, f.w - b) * 1e7 + Math.max(f.l - a, f.w - b);
    case "area":
      return (f.l * f.w - a * b) * 4 + Math.min(f.l - a, f.w - b);
    case "bottom-left":
      return (f.y + b) * 1e6 + f.x;
  }
}

export function ripFirst(split: SplitRule, f: Node, a: number, b: number): boolean {
  const restL = f.l - a;
  const restW = f.w - b;
  switch (split) {
    case "rip-first":
      return true;
    case "cross-first":
      return false;
    case "max-area":
      // Rip first leaves a full-length strip above (f.l × restW) and a short piece beside (restL × b).
      return Math.max(f.l * restW, restL * b) >= Math.max(a * restW, restL * f.w);
    case "min-area":
      return Math.max(f.l * restW, restL * b) < Math.max(a * restW, restL * f.w);
    case "short-leftover":
      return restW <= restL;
  }
}

/** Cuts node `n` across `axis` at `size` from its start: the first piece is returned, the rest goes to `free`. */
function split(n: Node, axis: "x" | "y", size: number, free: Node[]): Node {
  const keep: Node = axis === "x" ? { x: n.x, y: n.y, l: size, w: n.w } : { x: n.x, y: n.y, l: n.l, w: size };
  const rest: Node = axis === "x" ? { x: n.x + size, y: n.y, l: n.l - size, w: n.w } : { x: n.x, y: n.y + size, l: n.l, w: n.w - size };
  n.cut = { axis, at: (axis === "x" ? n.x : n.y) + size };
  n.kids = [keep, rest];
  free.push(rest);
  return keep;
}

/**
 * Places `item` (`rotated`: its length along y) at the corner of free node `f`
 * and returns the new free nodes.
 */
export function place(f: Node, item: Item, rotated: boolean, rip: boolean, kerf: number): Node[] {
  const a = rotated ? item.w : item.l;
  const b = rotated ? item.l : item.w;
  const free: Node[] = [];
  let host = f;
  if (a < f.l && b < f.w) host = rip ? split(f, "y", b, free) : split(f, "x", a, free);
  if (a < host.l) host = split(host, "x", a, free);
  else if (b < host.w) host = split(host, "y", b, free);
  host.item = item;
  host.rotated = rotated;
  return free.filter((n) => usable(n, kerf));
}

/**
 * Fills one sheet from `items`, in order, skipping those that no longer fit.
 * Returns the layout and the items left over, in their original order.
 */
export function fillSheet(items: readonly Item[], binL: number, binW: number, kerf: number, rules: Rules): { layout: SheetLayout; rest: Item[] } {
  const root: Node = { x: 0, y: 0, l: binL, w: binW };
  const free: Node[] = [root];
  const placed: Item[] = [];
  const rest: Item[] = [];
  let area = 0;
  let maxL = binL;
  let maxW = binW;
  for (const item of items) {
    const small = Math.min(item.l, item.w);
    if (!free.length || small > Math.max(maxL, maxW)) {
      rest.push(item);
      continue;
    }
    let best = -1;
    let bestRot = false;
    let bestScore = Infinity;
    for (let i = 0; i < free.length; i++) {
      const f = free[i];
      if (item.l <= f.l && item.w <= f.w) {
        const s = score(rules.fit, f, item.l, item.w);
        if (s < bestScore) [bestScore, best, bestRot] = [s, i, false];
      }
      if (item.turnable && item.w <= f.l && item.l <= f.w) {
        const s = score(rules.fit, f, item.w, item.l);
        if (s < bestScore) [bestScore, best, bestRot] = [s, i, true];
      }
    }
    if (best < 0) {
      rest.push(item);
      continue;
    }
    const f = free[best];
    const a = bestRot ? item.w : item.l;
    const b = bestRot ? item.l : item.w;
    const added = place(f, item, bestRot, ripFirst(rules.split, f, a, b), kerf);
    free[best] = free[free.length - 1];
    free.pop();
    for (const n of added) free.push(n);
    placed.push(item);
    area += item.area;
    maxL = 0;
    maxW = 0;
    for (const n of free) {
      if (n.l > maxL) maxL = n.l;
      if (n.w > maxW) maxW = n.w;
    }
  }
  return { layout: { root, items: placed, area }, rest };
}

/** `layout` with each item swapped for `originals[item.id]` (a layout packed from renumbered copies). */
export function withItems(layout: SheetLayout, originals: readonly Item[]): SheetLayout {
  const walk = (n: Node) => {
    if (n.item) n.item = originals[n.item.id];
    if (n.kids) n.kids.forEach(walk);
  };
  walk(layout.root);
  return { ...layout, items: layout.items.map((it) => originals[it.id]) };
}

/** Free leaves of a layout (the offcuts and waste), in inflated units. */
export function freeLeaves(root: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    if (n.kids) {
      walk(n.kids[0]);
      walk(n.kids[1]);
    } else if (!n.item) out.push(n);
  };
  walk(root);
  return out;
}

export function countCuts(root: Node): number {
  let c = 0;
  const walk = (n: Node) => {
    if (!n.kids) return;
    c++;
    walk(n.kids[0]);
    walk(n.kids[1]);
  };
  walk(root);
  return c;
}
