/**
 * Sheet patterns for the column-generation dives (pattern-dive.ts on one
 * sheet size, stock-dive.ts on several): parts grouped into types, a pattern
 * as how many parts of each type one sheet holds, a pool of distinct
 * patterns, and chosen patterns turned back into sheets of the actual parts.
 */
import { fillers, sortedBy } from "./fillers";
import type { Item } from "./items";
import { fillSheet, type Node, type SheetLayout } from "./sheet-packer";
import { stripFill } from "./strip-filler";

export interface Types {
  /** Copies of each type (a grain run is a type of its own). */
  items: Item[][];
  /** Each item's type, by item id. */
  of: Int32Array;
}

/** `items` grouped by size and turnability; `itemCount` bounds their ids. */
export function partTypes(items: readonly Item[], itemCount: number): Types {
  const byKey = new Map<string, number>();
  const out: Item[][] = [];
  const of = new Int32Array(itemCount).fill(-1);
  for (const it of items) {
    const key = it.members ? `run ${it.id}` : `${it.l}x${it.w}x${it.turnable ? 1 : 0}`;
    let t = byKey.get(key);
    if (t === undefined) {
      t = out.length;
      byKey.set(key, t);
      out.push([]);
    }
    out[t].push(it);
    of[it.id] = t;
  }
  return { items: out, of };
}

export interface Pattern {
  counts: number[];
  layout: SheetLayout;
  /** The board size it is cut from (a row of the stock; 0 on one sheet size). */
  board: number;
}

/** How many parts of each type `layout` holds (parts of no type, outside the list, are not counted). */
export function countsOf(layout: SheetLayout, types: Types): number[] {
  const counts = new Array<number>(types.items.length).fill(0);
  for (const it of layout.items) {
    const t = types.of[it.id];
    if (t >= 0) counts[t]++;
  }
  return counts;
}

/** Some demand left. */
export const open = (rem: readonly number[]) => rem.some((r) => r > 0);

/** The patterns found so far, one per board size and distinct count vector. */
export class Pool {
  readonly patterns: Pattern[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly types: Types) {}

  add(layout: SheetLayout, counts = countsOf(layout, this.types), board = 0): boolean {
    if (!counts.some((c) => c > 0)) return false;
    const key = `${board}:${counts.join(",")}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.patterns.push({ counts, layout, board });
    return true;
  }
}

/**
 * Seeds `pool` with the sheets of greedy plans of `items` on a bin of `binL` × `binW` (size `board`): one plan
 * per filler of `fillerCount`, and the strip filler's plan at `steps`. Stops at `until`.
 */
export function seedPool(
  pool: Pool,
  items: readonly Item[],
  bin: { binL: number; binW: number; kerf: number },
  fillerCount: number,
  steps: number,
  board = 0,
  until = Infinity,
): void {
  const { binL, binW, kerf } = bin;
  const chain = (start: readonly Item[], fill: (todo: readonly Item[]) => { layout: SheetLayout; rest: Item[] }) => {
    // Each fill keeps the order of what it leaves, so the next sheet takes up where this one stopped.
    for (let todo = start; todo.length && Date.now() < until;) {
      const next = fill(todo);
      if (!next.layout.items.length) break;
      pool.add(next.layout, undefined, board);
      todo = next.rest;
    }
  };
  for (const f of fillers(items, fillerCount, null, 0)) chain(f.order, (todo) => fillSheet(todo, binL, binW, kerf, f.rules));
  chain(items, (todo) => stripFill(todo, binL, binW, kerf, { steps }));
}

/** The first rem[t] copies of each type whose dual is positive, the most valuable per mm² first. */
export function residual(types: Types, rem: readonly number[], duals: readonly number[]): Item[] {
  const out: Item[] = [];
  for (let t = 0; t < types.items.length; t++) if (duals[t] > 1e-9) for (let q = 0; q < rem[t]; q++) out.push(types.items[t][q]);
  return sortedBy(out, (it) => duals[types.of[it.id]] / it.area);
}

/** The copies of each type the demand still wants (the last rem[t] of each), once the patterns taken hold the rest. */
export function stillWanted(types: Types, demand: readonly number[], rem: readonly number[]): Item[] {
  return types.items.flatMap((copies, t) => copies.slice(demand[t] - rem[t]));
}

/** The patterns the LP uses at least `share` of what it uses of its most-used one (1: the most used only). */
export function mostUsed(x: readonly number[], share: number): number[] {
  const top = Math.max(...x);
  const out: number[] = [];
  x.forEach((v, i) => v > 1e-9 && v >= share * top && out.push(i));
  return out;
}

/**
 * Takes `pick` into `chosen` as many times as the LP uses it whole (`x`, at least once), while it still holds a
 * part of a type the demand `rem` wants, lowering `rem`; returns how many times it was taken.
 */
export function takeWhole(pick: Pattern, x: number, rem: number[], chosen: Pattern[]): number {
  let taken = 0;
  for (let times = Math.max(1, Math.floor(x + 1e-6)); taken < times && pick.counts.some((c, t) => c > 0 && rem[t] > 0); taken++) {
    chosen.push(pick);
    for (let t = 0; t < rem.length; t++) rem[t] = Math.max(0, rem[t] - pick.counts[t]);
  }
  return taken;
}

/** What a pattern's parts are worth at `duals`, counting no more of a type than `rem` still wants. */
export function worth(counts: readonly number[], duals: readonly number[], rem: readonly number[]): number {
  let v = 0;
  for (let t = 0; t < counts.length; t++) v += Math.min(counts[t], rem[t]) * duals[t];
  return v;
}

/**
 * The chosen patterns as sheets of the actual parts: each pattern's parts are swapped for the next unused
 * copies of their types; a part its type has no copy left for (the patterns together hold more than the
 * list) leaves its place empty.
 */
export function realise(patterns: readonly Pattern[], types: Types): SheetLayout[] {
  const next = new Array<number>(types.items.length).fill(0);
  return patterns.map(({ layout }) => {
    const items: Item[] = [];
    let area = 0;
    const copy = (n: Node): Node => {
      const out: Node = { x: n.x, y: n.y, l: n.l, w: n.w };
      if (n.item) {
        const t = types.of[n.item.id];
        const it = t >= 0 ? types.items[t][next[t]] : undefined;
        if (it) {
          next[t]++;
          Object.assign(out, { item: it, rotated: n.rotated });
          items.push(it);
          area += it.area;
        }
      } else if (n.kids && n.cut) {
        const kids: [Node, Node] = [copy(n.kids[0]), copy(n.kids[1])];
        // A cut between two empty pieces is no cut: the piece stays whole.
        if (!isEmpty(kids[0]) || !isEmpty(kids[1])) Object.assign(out, { cut: { ...n.cut }, kids });
      }
      return out;
    };
    return { root: copy(layout.root), items, area };
  });
}

function isEmpty(n: Node): boolean {
  return !n.item && !n.kids;
}
