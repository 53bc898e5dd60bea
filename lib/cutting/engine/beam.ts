/**
 * A beam search over whole three-stage plans, for the lists where a perfect or
 * near-perfect packing of a few sheets decides the count (the scheme of
 * Fontan & Libralesso's anytime tree search, in our own words and code).
 *
 * A plan is built one part at a time. Each sheet is a pile of strips across
 * its length (first-stage cuts), each strip a row of stacks (second stage),
 * each stack a pile of parts (third stage); a part may be narrower than its
 * stack and a stack lower than its strip (the rest is waste, trimmed off).
 * A part goes on top of the current stack, into a new stack, into a new strip
 * or onto a new sheet. The area a plan has given up so far (its closed sheets,
 * strips and stacks, less the parts in them) only grows along the way, so a
 * partial plan whose waste already exceeds what `most` sheets allow is cut
 * off: every plan this search keeps can still end on `most` sheets. Among the
 * rest, the `width` partial plans with the least share of waste per mean part
 * area (which places large parts first; a share under 2 % counts as about 1 %,
 * so early plans are told apart by their parts) are kept at each depth;
 * partial plans with the same parts left and the same front are one. A part
 * starts a new stack only when none fits on the current stack without growing
 * it or its strip, a new strip or sheet likewise (a dominance rule of that
 * scheme). Widths grow by half until time is up, each run a complete plan or
 * none, with the strips along the sheet and across it.
 */
import type { Item, Problem } from "./items";
import type { Node, SheetLayout } from "./sheet-packer";

/** Parts of the same size and turnability are one kind: the search places "a part of this kind". */
interface Kind {
  items: Item[];
  area: number;
  /** Allowed placements, as [size along the strip, size across it]. */
  ways: [number, number][];
}

interface Placement {
  item: Item;
  /** Size along the strip and across it. */
  a: number;
  b: number;
}

type Move = 0 | 1 | 2 | 3; // on the stack, new stack, new strip, new sheet

/** Widths in a row at which a direction's plans die sooner than the other direction's before it is left (`leaveBehind`). */
const DIRECTION_DROPPED = 3;

/** Plans × depths kept for reading a plan back (8 bytes each). */
const MEMORY_BUDGET = 4_000_000;

export interface BeamOptions {
  /** Widest beam tried (widths grow by half from 1). */
  maxWidth?: number;
  /**
   * Leave a direction of the strips whose plans die sooner than the other direction's at DIRECTION_DROPPED
   * widths in a row (its widths then go to the other): halves the time on long lists, where one direction
   * usually packs deeper at every width, at the risk of leaving the direction that would have packed.
   */
  leaveBehind?: boolean;
}

/**
 * A plan of `problem` on at most `most` sheets, or null when none was found by `deadline`. Each width
 * is tried with each direction of the strips; a plan found lowers `most` for the rest.
 */
export function beamPlan(problem: Problem, most: number, deadline: number, options: BeamOptions = {}): SheetLayout[] | null {
  let best: SheetLayout[] | null = null;
  let limit = most;
  beamRace(
    [problem],
    () => limit,
    deadline,
    (_, sheets) => {
      best = sheets;
      limit = sheets.length - 1;
    },
    options,
  );
  return best;
}

/**
 * Beam searches on several problems side by side, width by width: each width is tried on every problem,
 * with each direction of the strips, before the next. For plans that differ in what they start with (a
 * cheaper board filled first, or none), where which one packs on fewest sheets is not known beforehand.
 * `most(i)` is the most sheets worth finding for problem `i` now (less than 1: none, the problem is
 * skipped); each plan found goes to `found`, which may lower what `most` answers. Returns when time is
 * up or no problem is worth a wider beam.
 */
export function beamRace(
  problems: readonly Problem[],
  most: (i: number) => number,
  deadline: number,
  found: (i: number, sheets: SheetLayout[]) => void,
  options: BeamOptions = {},
): void {
  const setups = problems.map((problem) => {
    // On a square sheet with every part free to turn, strips across are the same search turned over.
    const symmetric = problem.binL === problem.binW && problem.items.every((it) => it.turnable || it.l === it.w);
    return (symmetric ? [false] : [false, true]).map((across) => ({
      across,
      X: across ? problem.binW : problem.binL,
      Y: across ? problem.binL : problem.binW,
      kinds: kindsOf(problem.items, across),
      // The last width run, the parts placed there (Infinity: a plan found), and widths in a row behind the other direction.
      ranAt: 0,
      reached: 0,
      behind: 0,
      // Each depth keeps its plans' parents and moves: bound that memory (8 bytes per plan and depth) to 32 MB.
      widest: Math.min(options.maxWidth ?? Infinity, Math.max(1, Math.floor(MEMORY_BUDGET / Math.max(1, problem.items.length)))),
    }));
  });
  const widest = Math.max(...setups.flat().map((s) => s.widest));
  for (let width = 1; width <= widest; width = Math.max(width + 1, Math.floor(width * 1.5))) {
    let tried = false;
    for (const [i, own] of setups.entries()) {
      for (const setup of own) {
        const { across, X, Y, kinds } = setup;
        const limit = most(i);
        if (limit < 1 || width > setup.widest || (options.leaveBehind && setup.behind >= DIRECTION_DROPPED)) continue;
        tried = true;
        const sheets = run(kinds, X, Y, limit, width, deadline);
        if (sheets === undefined) return;
        setup.ranAt = width;
        if (typeof sheets === "number") setup.reached = sheets;
        else {
          setup.reached = Infinity;
          found(
            i,
            sheets.map((s) => layout(s, X, Y, across)),
          );
        }
      }
      // Compared only when both ran at this width: the direction left behind never takes the other with it.
      if (own.length === 2 && own[0].ranAt === width && own[1].ranAt === width) {
        const [along, across] = own;
        along.behind = along.reached < across.reached ? along.behind + 1 : 0;
        across.behind = across.reached < along.reached ? across.behind + 1 : 0;
      }
    }
    if (!tried) return;
  }
}

function kindsOf(items: readonly Item[], across: boolean): Kind[] {
  const byKey = new Map<string, Kind>();
  for (const it of items) {
    const key = `${it.l}x${it.w}${it.turnable ? "t" : ""}`;
    let k = byKey.get(key);
    if (!k) {
      // Along the strip = along the sheet's length, unless the strips run across.
      const own: [number, number] = across ? [it.w, it.l] : [it.l, it.w];
      k = { items: [], area: it.area, ways: it.turnable ? [own, [own[1], own[0]]] : [own] };
      byKey.set(key, k);
    }
    k.items.push(it);
  }
  // Large kinds first: on equal guides the earlier child wins.
  return [...byKey.values()].sort((p, q) => q.area - p.area);
}

/** Fields of a partial plan's front, in a flat array of FIELDS numbers per plan. */
const BINS = 0;
const Y1 = 1; // where the current strip starts
const H1 = 2; // the current strip's height
const X2 = 3; // where the current stack starts
const W2 = 4; // the current stack's width
const Y3 = 5; // the height of the parts on the current stack
const FIELDS = 6;

/**
 * One beam run at `width`: the sheets of a plan on at most `most` sheets as strips of stacks of
 * placements; when the beam died out, how many parts its plans had placed; undefined when time ran out.
 */
function run(kinds: Kind[], X: number, Y: number, most: number, width: number, deadline: number): Placement[][][][] | number | undefined {
  const K = kinds.length;
  const n = kinds.reduce((s, k) => s + k.items.length, 0);
  const sheetArea = X * Y;
  const total = kinds.reduce((s, k) => s + k.area * k.items.length, 0);
  const budget = most * sheetArea - total;
  if (budget < 0) return 0;
  const areas = Float64Array.from(kinds, (k) => k.area);
  const turns = Int32Array.from(kinds, (k) => k.ways.length);
  const along = new Int32Array(2 * K);
  const athwart = new Int32Array(2 * K);
  kinds.forEach((k, i) => k.ways.forEach(([a, b], w) => ((along[2 * i + w] = a), (athwart[2 * i + w] = b))));
  const zob = kinds.map((_, i) => (Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(i + 7, 0x85ebca6b)) >>> 0);

  // The beam: per plan its front, its parts' area, parts left per kind, a hash of them.
  let front = new Int32Array(FIELDS);
  let packed = new Float64Array(1);
  let left = new Int32Array(K);
  for (let i = 0; i < K; i++) left[i] = kinds[i].items.length;
  let hash = new Uint32Array(1);
  let size = 1;
  // Per depth, each plan's parent and move (kind, way, move), to read the plan back at the end.
  const parents: Int32Array[] = [];
  const moves: Int32Array[] = [];

  const cap = 2 * width;
  const heap = new Candidates(cap);
  const next = new Int32Array(FIELDS);
  for (let depth = 0; depth < n; depth++) {
    if (Date.now() > deadline) return undefined;
    heap.clear();
    for (let p = 0; p < size; p++) {
      const f = p * FIELDS;
      const bins = front[f + BINS];
      const y1 = front[f + Y1];
      const h1 = front[f + H1];
      const x2 = front[f + X2];
      const w2 = front[f + W2];
      const y3 = front[f + Y3];
      // Dominance: a new stack only when no part fits on the current one without growing it or its strip;
      // a new strip only when none fits in the current strip without growing it; a new sheet only when
      // none fits on the current sheet.
      let anyChild = false;
      let keepsStrip = false;
      let keepsStack = false;
      for (let m = 0 as Move; m < 4; m++) {
        if ((m === 1 && keepsStack) || (m === 2 && keepsStrip) || (m === 3 && anyChild)) break;
        for (let k = 0; k < K; k++) {
          if (!left[p * K + k]) continue;
          const after = packed[p] + areas[k];
          for (let wi = 0; wi < turns[k]; wi++) {
            const a = along[2 * k + wi];
            const b = athwart[2 * k + wi];
            if (!step(m, bins, y1, h1, x2, w2, y3, a, b, X, Y, next)) continue;
            const u = usedArea(next, 0, X, sheetArea);
            const waste = u - after;
            if (waste > budget) continue;
            anyChild = true;
            if (m < 2 && next[H1] === h1) {
              keepsStrip = true;
              if (m === 0 && next[W2] === w2) keepsStack = true;
            }
            const rate = waste / u;
            const g = (rate < 0.02 ? 0.01 + rate / 2 : rate) / (after / (depth + 1));
            if (heap.full() && g >= heap.worst()) continue;
            const h = (hash[p] + zob[k]) >>> 0;
            heap.push(g, p, (k * 2 + wi) * 4 + m, mix(h, next), h, next, after);
          }
        }
      }
    }
    if (!heap.count) return depth;
    const order = heap.sorted();
    const seen = new Set<number>();
    const nFront = new Int32Array(width * FIELDS);
    const nPacked = new Float64Array(width);
    const nLeft = new Int32Array(width * K);
    const nHash = new Uint32Array(width);
    const par = new Int32Array(width);
    const mv = new Int32Array(width);
    let m = 0;
    for (const c of order) {
      if (m === width) break;
      if (seen.has(heap.key[c])) continue;
      seen.add(heap.key[c]);
      const p = heap.parent[c];
      nFront.set(heap.front.subarray(c * FIELDS, c * FIELDS + FIELDS), m * FIELDS);
      nPacked[m] = heap.packed[c];
      nLeft.set(left.subarray(p * K, p * K + K), m * K);
      nLeft[m * K + (heap.move[c] >> 3)]--;
      nHash[m] = heap.hash[c];
      par[m] = p;
      mv[m] = heap.move[c];
      m++;
    }
    [front, packed, left, hash, size] = [nFront, nPacked, nLeft, nHash, m];
    parents.push(par);
    moves.push(mv);
  }
  // Every plan left holds all parts; take the one on the fewest sheets.
  let bestPlan = 0;
  for (let p = 1; p < size; p++) if (usedArea(front, p, X, sheetArea) < usedArea(front, bestPlan, X, sheetArea)) bestPlan = p;
  if (front[bestPlan * FIELDS + BINS] + 1 > most) return n;
  return readBack(kinds, parents, moves, bestPlan);
}

/** The front after move `m` with a part of a × b, into `out`; false when it does not fit. */
function step(
  m: Move,
  bins: number,
  y1: number,
  h1: number,
  x2: number,
  w2: number,
  y3: number,
  a: number,
  b: number,
  X: number,
  Y: number,
  out: Int32Array,
): boolean {
  switch (m) {
    case 0: {
      // On the current stack: the stack may widen and the strip grow.
      if (!w2) return false;
      const top = y3 + b;
      const h = Math.max(h1, top);
      const w = Math.max(w2, a);
      return y1 + h <= Y && x2 + w <= X && put(out, bins, y1, h, x2, w, top);
    }
    case 1: {
      // A new stack to the right in the current strip.
      const x = x2 + w2;
      const h = Math.max(h1, b);
      return x + a <= X && y1 + h <= Y && put(out, bins, y1, h, x, a, b);
    }
    case 2:
      // A new strip above the current one.
      return h1 > 0 && y1 + h1 + b <= Y && a <= X && put(out, bins, y1 + h1, b, 0, a, b);
    default:
      // A new sheet.
      return (h1 > 0 || y1 > 0) && a <= X && b <= Y && put(out, bins + 1, 0, b, 0, a, b);
  }
}

function put(out: Int32Array, bins: number, y1: number, h1: number, x2: number, w2: number, y3: number): true {
  out[BINS] = bins;
  out[Y1] = y1;
  out[H1] = h1;
  out[X2] = x2;
  out[W2] = w2;
  out[Y3] = y3;
  return true;
}

/** The area plan `p`'s front has given up or filled: its closed sheets, strips and stacks and the current stack. */
function usedArea(front: Int32Array, p: number, X: number, sheetArea: number): number {
  const f = p * FIELDS;
  return front[f + BINS] * sheetArea + X * front[f + Y1] + front[f + X2] * front[f + H1] + front[f + W2] * front[f + Y3];
}

function mix(h: number, f: Int32Array): number {
  let x = h;
  for (let i = 0; i < FIELDS; i++) x = Math.imul(x ^ f[i], 0x9e3779b1) ^ (x >>> 15);
  return x >>> 0;
}

/** The `cap` best children of a depth (least guide first), as a max-heap on the guide. */
class Candidates {
  count = 0;
  readonly guide: Float64Array;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly key: Uint32Array;
  readonly hash: Uint32Array;
  readonly front: Int32Array;
  readonly packed: Float64Array;
  private readonly heap: Int32Array;

  constructor(readonly cap: number) {
    this.guide = new Float64Array(cap);
    this.parent = new Int32Array(cap);
    this.move = new Int32Array(cap);
    this.key = new Uint32Array(cap);
    this.hash = new Uint32Array(cap);
    this.front = new Int32Array(cap * FIELDS);
    this.packed = new Float64Array(cap);
    this.heap = new Int32Array(cap);
  }

  clear() {
    this.count = 0;
  }

  full() {
    return this.count === this.cap;
  }

  worst() {
    return this.guide[this.heap[0]];
  }

  push(g: number, parent: number, move: number, key: number, hash: number, front: Int32Array, packed: number) {
    let slot: number;
    if (this.count < this.cap) {
      slot = this.count;
      this.heap[this.count++] = slot;
      this.write(slot, g, parent, move, key, hash, front, packed);
      this.up(this.count - 1);
    } else {
      slot = this.heap[0];
      this.write(slot, g, parent, move, key, hash, front, packed);
      this.down(0);
    }
  }

  /** Slots from the least guide to the largest; empties the heap (popping, with no comparator to call). */
  sorted(): Int32Array {
    const h = this.heap;
    const out = new Int32Array(this.count);
    while (this.count > 0) {
      out[--this.count] = h[0];
      h[0] = h[this.count];
      this.down(0);
    }
    return out;
  }

  private write(slot: number, g: number, parent: number, move: number, key: number, hash: number, front: Int32Array, packed: number) {
    this.guide[slot] = g;
    this.parent[slot] = parent;
    this.move[slot] = move;
    this.key[slot] = key;
    this.hash[slot] = hash;
    this.front.set(front, slot * FIELDS);
    this.packed[slot] = packed;
  }

  private up(i: number) {
    const h = this.heap;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.guide[h[p]] >= this.guide[h[i]]) break;
      [h[p], h[i]] = [h[i], h[p]];
      i = p;
    }
  }

  private down(i: number) {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let big = i;
      if (l < this.count && this.guide[h[l]] > this.guide[h[big]]) big = l;
      if (r < this.count && this.guide[h[r]] > this.guide[h[big]]) big = r;
      if (big === i) return;
      [h[big], h[i]] = [h[i], h[big]];
      i = big;
    }
  }
}

/** The plan's moves replayed into sheets of strips of stacks of placements. */
function readBack(kinds: Kind[], parents: Int32Array[], moves: Int32Array[], last: number): Placement[][][][] {
  const path: number[] = [];
  for (let d = moves.length - 1, p = last; d >= 0; d--) {
    path.push(moves[d][p]);
    p = parents[d][p];
  }
  path.reverse();
  const next = kinds.map(() => 0);
  const sheets: Placement[][][][] = [];
  for (const code of path) {
    const m = code & 3;
    const k = code >> 3;
    const [a, b] = kinds[k].ways[(code >> 2) & 1];
    const pl: Placement = { item: kinds[k].items[next[k]++], a, b };
    if (!sheets.length || m === 3) sheets.push([[[pl]]]);
    else {
      const strips = sheets[sheets.length - 1];
      if (m === 2) strips.push([[pl]]);
      else {
        const stacks = strips[strips.length - 1];
        if (m === 1) stacks.push([pl]);
        else stacks[stacks.length - 1].push(pl);
      }
    }
  }
  return sheets;
}

/** One sheet's strips as a guillotine tree in the packer's terms (sheet-packer.ts). */
function layout(strips: Placement[][][], X: number, Y: number, across: boolean): SheetLayout {
  const root: Node = { x: 0, y: 0, l: X, w: Y };
  const items: Item[] = [];
  let area = 0;
  let rest = root;
  for (const stacks of strips) {
    const h = Math.max(...stacks.map((s) => s.reduce((t, p) => t + p.b, 0)));
    const [strip, above] = cut(rest, "y", rest.y + h);
    if (above) rest = above;
    let row = strip;
    for (const stack of stacks) {
      const w = Math.max(...stack.map((p) => p.a));
      const [column, right] = cut(row, "x", row.x + w);
      if (right) row = right;
      let pile = column;
      for (const p of stack) {
        const [cell, over] = cut(pile, "y", pile.y + p.b);
        if (over) pile = over;
        const [host] = cut(cell, "x", cell.x + p.a);
        host.item = p.item;
        // Along the strip is along the sheet's length unless the strips run across.
        host.rotated = p.item.l !== p.item.w && (across ? p.a === p.item.l : p.a !== p.item.l);
        items.push(p.item);
        area += p.item.area;
      }
    }
  }
  return { root: across ? transposed(root) : root, items, area };
}

/** Splits `n` by a cut at `at` (when inside it) into [below or left, above or right]. */
function cut(n: Node, axis: "x" | "y", at: number): [Node, Node | null] {
  const end = axis === "x" ? n.x + n.l : n.y + n.w;
  if (at >= end) return [n, null];
  const first: Node = axis === "x" ? { x: n.x, y: n.y, l: at - n.x, w: n.w } : { x: n.x, y: n.y, l: n.l, w: at - n.y };
  const second: Node = axis === "x" ? { x: at, y: n.y, l: end - at, w: n.w } : { x: n.x, y: at, l: n.l, w: end - at };
  n.cut = { axis, at };
  n.kids = [first, second];
  return [first, second];
}

function transposed(n: Node): Node {
  const t: Node = { x: n.y, y: n.x, l: n.w, w: n.l };
  if (n.cut && n.kids) {
    t.cut = { axis: n.cut.axis === "x" ? "y" : "x", at: n.cut.at };
    t.kids = [transposed(n.kids[0]), transposed(n.kids[1])];
  }
  if (n.item) {
    t.item = n.item;
    t.rotated = n.rotated;
  }
  return t;
}
