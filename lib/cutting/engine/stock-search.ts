/**
 * The search on several board sizes (variable-sized bin packing with costs):
 * the least total price, then the least board area, never a row more often
 * than its quantity. Anytime, like the single-size search (search.ts):
 *
 * 1. Starting plans, the cheapest kept: for each unlimited size, the
 *    single-size search's plan on it (so a mixed plan is never worse than the
 *    best plan on one size), its leftovers placed greedily, the size with the
 *    most board for the price getting the largest share of time; a cheaper
 *    size filled densely first and that size's plan for the rest (five 8x4 and
 *    a 7x4 rather than six 8x4); the free pieces (leftovers, offcuts) each filled
 *    as densely as it goes, then the best-value size's plan for the rest; and a
 *    greedy mixed plan that fills board after board with the size that packs the
 *    most part area per unit of price (free pieces first, then the best value).
 *    On a list of many part sizes over more than nine boards, the best-value
 *    size's starts give way to beam searches over whole plans on it, alone and
 *    after each cheaper board filled densely, side by side (beam.ts), for 55 %
 *    of the time: a day's small orders cut together (issue 40).
 * 2. On a list of cabinets (few part types in many copies): column generation
 *    with diving (stock-dive.ts) on the unlimited sizes, for 30 % of the time,
 *    from the cheapest start. It chooses whole boards for their place in the
 *    whole plan (dense 8x4 patterns that fit together) and ends each dive on
 *    the cheapest set of at most five boards that takes what is left (sizes
 *    tried cheapest set first); the boards of limited rows (leftovers, offcuts,
 *    boards the customer brings) stay as they are.
 * 3. Large-neighbourhood search: take the board that gives the least part area
 *    for its price and a few others, give their boards back to the rack, repack
 *    their parts greedily with randomised fillers; keep the result when it
 *    costs less, uses less board area for the same price, or concentrates the
 *    parts (so a later step can free a board). A neighbourhood of one board is
 *    a "downgrade": its parts onto cheaper or free pieces. One step in four is a
 *    dense repack instead: full boards of the best-value size packed as densely
 *    as the strip filler (strip-filler.ts) and many fillers manage, the rest onto
 *    the cheapest single board that takes it (an even spread over six 8x4
 *    becomes five dense 8x4 and a 7x4). The starts take at most 45 % of the time (with the beam searches, 75 %), this
 *    search what the dive leaves.
 * 4. Each board's layout polished as in the single-size search.
 *
 * Sizes are inflated units (items.ts): the kerf is folded into every item and
 * every board, so each size's bin is its trimmed board plus one kerf.
 */
import { buildItems, buildProblem, fitsIn, subProblem, toUnits, type Item, type RunSize } from "./items";
import { createRng, randomInt, shuffleInPlace, type Rng } from "./rng";
import { fillers } from "./fillers";
import { polish, search, squares, WHOLE_BEAM_MOST_SHEETS } from "./search";
import { fillSheet, withItems, type SheetLayout } from "./sheet-packer";
import { stripFill } from "./strip-filler";
import type { StockPlanInput, UnplacedPart } from "./types";
import { said, type Refusal } from "@/lib/i18n/refusal";
import type { Board, BoardType } from "./boards";
import { diveStock, worthStockDive } from "./stock-dive";
import { beamRace } from "./beam";

export interface StockSearchResult {
  types: BoardType[];
  boards: Board[];
  unplaced: UnplacedPart[];
  /** A lower bound on the number of boards: the parts' area over the largest board's. */
  lowerBound: number;
}

const LNS_FILLERS = 6;
/** Share of the time limit given to the single-size starting plans, and how many sizes get one on a large job. */
const SINGLE_SIZE_SHARE = 0.25;
const SINGLE_SIZE_STARTS = 3;
/** The part of that share for the size that gives the most board for the price. */
const BEST_VALUE_PART = 0.625;
/** Share of the time limit, and how many cheaper sizes, for the starts that fill a cheaper board first. */
const SMALL_FIRST_SHARE = 0.1;
const SMALL_FIRST_STARTS = 2;
/** The start that fills the free pieces first: fillers per piece, and the share of the time for the rest's single-size plan. */
const FREE_FIRST_TRIES = 128;
const FREE_FIRST_SHARE = 0.1;
/** The dense move of the large-neighbourhood search: one step in DENSE_MOVE_ODDS, and its fillers per full board and for the last. */
const DENSE_MOVE_ODDS = 4;
const DENSE_MOVE_TRIES = 64;
const DENSE_MOVE_LAST_TRIES = 256;
/**
 * Share of the time limit for column generation with diving (stock-dive.ts), before the neighbourhood search;
 * with a step cap, its pricing rounds instead.
 */
const DIVE_SHARE = 0.3;
const DIVE_CAPPED_ROUNDS = 40;
/** Most parts × rows for the dive: each pricing round packs every size, so a long list on a long rack gets none. */
const DIVE_MAX_WORK = 20_000;
/**
 * What a dive leaves: the cheapest FINISH_SETS sets of at most FINISH_MOST_BOARDS boards that could hold it are
 * tried (FINISH_FILLERS fillers per board), then FINISH_TRIES greedy and dense packings.
 */
const FINISH_MOST_BOARDS = 5;
const FINISH_SETS = 20;
const FINISH_FILLERS = 32;
const FINISH_TRIES = 2;
/**
 * Share of the time limit for the whole-plan beam searches on the best-value size (beam.ts), after the starts;
 * with a step cap, a fixed width instead, so capped plans stay reproducible.
 */
const BEAM_SHARE = 0.55;
const BEAM_CAPPED_WIDTH = 16;
/** Steps without a saving after which the search stops early (small jobs; large ones meet the time limit first). */
const STALL_STEPS = 20_000;

function cost(types: BoardType[], boards: Board[]): number {
  let c = 0;
  for (const b of boards) c += types[b.type].price;
  return c;
}

function boardArea(types: BoardType[], boards: Board[]): number {
  let a = 0;
  for (const b of boards) a += types[b.type].problem.binL * types[b.type].problem.binW;
  return a;
}

/** Part area per unit of price: what a board is worth (a free piece is worth everything it holds). */
function value(area: number, price: number): number {
  return price > 0 ? area / price : Infinity;
}

/** Is plan a (boards, unplaced items) better than b: fewer parts left out, then cheaper, then less board area? */
function better(types: BoardType[], a: Board[], aRest: number, b: Board[], bRest: number): boolean {
  if (aRest !== bRest) return aRest < bRest;
  const ca = cost(types, a);
  const cb = cost(types, b);
  if (ca !== cb) return ca < cb;
  return boardArea(types, a) < boardArea(types, b);
}

interface Packed {
  boards: Board[];
  rest: Item[];
}

/**
 * Packs `pool` board by board: each board is the best (most part area per unit of price, then most
 * area, then cheapest) over every size still on the rack and every filler. `available` is not changed.
 * Null when the deadline passes after the first board.
 */
function packGreedy(
  types: BoardType[],
  itemCount: number,
  kerf: number,
  pool: readonly Item[],
  available: readonly number[],
  fillerCount: number,
  rng: Rng | null,
  noise: number,
  deadline: number,
): Packed | null {
  const left = new Uint8Array(itemCount);
  for (const it of pool) left[it.id] = 1;
  const avail = available.slice();
  const fl = fillers(pool, fillerCount, rng, noise);
  let remaining = pool.length;
  const boards: Board[] = [];
  while (remaining > 0) {
    if (Date.now() > deadline && boards.length) return null;
    let best: Board | null = null;
    let bestValue = -1;
    for (let t = 0; t < types.length; t++) {
      if (avail[t] <= 0) continue;
      const { binL, binW } = types[t].problem;
      for (const f of fl) {
        const todo = f.order.filter((it) => left[it.id]);
        const { layout } = fillSheet(todo, binL, binW, kerf, f.rules);
        if (!layout.items.length) continue;
        const v = value(layout.area, types[t].price);
        const wins =
          !best ||
          v > bestValue ||
          (v === bestValue && (layout.area > best.layout.area || (layout.area === best.layout.area && types[t].price < types[best.type].price)));
        if (wins) [best, bestValue] = [{ type: t, layout }, v];
      }
    }
    if (!best) break; // what is left fits no board still on the rack
    for (const it of best.layout.items) left[it.id] = 0;
    remaining -= best.layout.items.length;
    avail[best.type] -= 1;
    boards.push(best);
  }
  return { boards, rest: pool.filter((it) => left[it.id]) };
}

/**
 * The cheapest single board still on the rack that takes every item of `pool` (several fillers
 * tried on each size, cheapest size first), or null. The move a greedy fill misses: a half-empty
 * board's parts all onto one smaller board, or two boards' parts onto one.
 */
function packAllInOne(
  types: BoardType[],
  kerf: number,
  pool: readonly Item[],
  available: readonly number[],
  below: number,
  rng: Rng,
  tries = 6,
): Board | null {
  let area = 0;
  for (const it of pool) area += it.area;
  const order = types.map((_, i) => i).sort((a, b) => types[a].price - types[b].price);
  for (const t of order) {
    if (types[t].price >= below) break;
    const { binL, binW } = types[t].problem;
    if (available[t] <= 0 || area > binL * binW) continue;
    for (const f of fillers(pool, tries, rng, 0.3)) {
      const { layout, rest } = fillSheet(f.order, binL, binW, kerf, f.rules);
      if (!rest.length) return { type: t, layout };
    }
  }
  return null;
}

/** A rack with one board of row `t` on it and nothing else. */
function onlyRow(types: BoardType[], t: number): number[] {
  return types.map((_, i) => (i === t ? 1 : 0));
}

/** Boards on the rack after `boards` are cut. */
function availableAfter(types: BoardType[], boards: Board[]): number[] {
  const avail = types.map((t) => t.quantity);
  for (const b of boards) avail[b.type] -= 1;
  return avail;
}

/**
 * The single-size search on one unlimited size, for the items that fit it; the rest placed greedily on the other sizes.
 * `itemCount` is the whole problem's (items' ids index it); `taken` are boards already cut for the other items.
 */
function singleSizeStart(
  types: BoardType[],
  t: number,
  items: Item[],
  kerf: number,
  budgetMs: number,
  seed: number,
  iterations: number,
  itemCount = items.length,
  taken: Board[] = [],
): Packed {
  const { binL, binW } = types[t].problem;
  const fit = items.filter((it) => fitsIn(it, binL, binW));
  const { sheets } = search(subProblem(types[t].problem, fit), budgetMs, seed, iterations);
  const boards: Board[] = sheets.map((layout) => ({ type: t, layout: withItems(layout, fit) }));
  return thenGreedy(
    types,
    kerf,
    boards,
    items.filter((it) => !fitsIn(it, binL, binW)),
    itemCount,
    taken,
  );
}

/** `boards`, then `others` placed greedily on what the rack has left after `taken` and `boards`. */
function thenGreedy(types: BoardType[], kerf: number, boards: Board[], others: Item[], itemCount: number, taken: Board[]): Packed {
  if (!others.length) return { boards, rest: [] };
  const packed = packGreedy(types, itemCount, kerf, others, availableAfter(types, [...taken, ...boards]), 4, null, 0, Infinity)!;
  return { boards: [...boards, ...packed.boards], rest: packed.rest };
}

/** The densest layout of `pool` on one board of size `t` that the strip filler and `tries` fillers find (null when nothing fits). */
function densestFill(types: BoardType[], t: number, pool: readonly Item[], kerf: number, tries: number, rng: Rng, noise = 0.5): SheetLayout | null {
  const { binL, binW } = types[t].problem;
  let densest = stripFill(pool, binL, binW, kerf).layout;
  for (const f of fillers(pool, tries, rng, noise)) {
    const { layout } = fillSheet(f.order, binL, binW, kerf, f.rules);
    if (layout.area > densest.area) densest = layout;
  }
  return densest.items.length ? densest : null;
}

/** `pool` without the items of `layout`. */
function without(pool: readonly Item[], layout: SheetLayout): Item[] {
  const placed = new Set(layout.items.map((it) => it.id));
  return pool.filter((it) => !placed.has(it.id));
}

/**
 * Board after board of size `t`, each filled as densely as `tries` fillers manage, until what is left fits on one
 * board of any size at less than `t`'s price (that board ends the plan): the sawyer's way to end a job on a smaller
 * board when the full boards are packed tight (five dense 8x4 and a 7x4, where an even spread needs six 8x4).
 * Items that do not fit `t` are placed greedily on the other sizes. Null when the deadline passes.
 */
function denseStart(
  types: BoardType[],
  t: number,
  items: readonly Item[],
  kerf: number,
  tries: number,
  lastTries: number,
  rng: Rng,
  deadline: number,
  itemCount = items.length,
  taken: Board[] = [],
): Packed | null {
  const { binL, binW } = types[t].problem;
  let left = items.filter((it) => fitsIn(it, binL, binW));
  const boards: Board[] = [];
  while (left.length) {
    if (Date.now() > deadline) return null;
    const last = packAllInOne(types, kerf, left, availableAfter(types, [...taken, ...boards]), types[t].price, rng, lastTries);
    if (last) {
      boards.push(last);
      left = [];
      break;
    }
    const densest = densestFill(types, t, left, kerf, tries, rng);
    if (!densest) break;
    left = without(left, densest);
    boards.push({ type: t, layout: densest });
  }
  return thenGreedy(types, kerf, boards, [...left, ...items.filter((it) => !fitsIn(it, binL, binW))], itemCount, taken);
}

/**
 * The beam search over whole plans (beam.ts) on size `t` for every item, alone and after each cheaper
 * board filled as densely as it goes, side by side until `until`: on a long list of many part
 * sizes it packs tighter than the fillers, and the cheapest plan often ends on a smaller board (fourteen
 * 8x4 and a 6x3 rather than fourteen 8x4 and an 8x3). Each search looks only for plans cheaper than the
 * best so far. `best` or a cheaper plan; nothing when some item does not fit `t`.
 */
function beamStarts(types: BoardType[], t: number, items: Item[], kerf: number, rng: Rng, best: Packed, until: number, maxWidth?: number): Packed {
  const { problem, price } = types[t];
  if (best.rest.length || !items.every((it) => fitsIn(it, problem.binL, problem.binW))) return best;
  const heads: Board[] = [];
  types.forEach((u, i) => {
    if (u.quantity <= 0 || u.price >= price || Date.now() > until) return;
    const layout = densestFill(types, i, items, kerf, 8, rng, 0.3);
    if (layout) heads.push({ type: i, layout });
  });
  const starts = [null, ...heads].map((head) => {
    const pool = head ? without(items, head.layout) : items;
    return { head, pool, price: head ? types[head.type].price : 0 };
  });
  beamRace(
    starts.map((s) => subProblem(problem, s.pool)),
    // The most sheets of size t that keep a plan cheaper than the best.
    (i) => Math.ceil((cost(types, best.boards) - starts[i].price) / price) - 1,
    until,
    (i, sheets) => {
      const { head, pool } = starts[i];
      const boards = [...(head ? [head] : []), ...sheets.map((layout) => ({ type: t, layout: withItems(layout, pool) }))];
      if (better(types, boards, 0, best.boards, 0)) best = { boards, rest: [] };
    },
    { maxWidth, leaveBehind: true },
  );
  return best;
}

/** The rack's rows in the optimiser's units, the items that fit at least one row with boards, and the parts that fit none. */
export function buildStockProblem(input: StockPlanInput): { types: BoardType[]; items: Item[]; unplaced: UnplacedPart[]; kerf: number } {
  const types: BoardType[] = input.stock.map((row) => ({
    problem: buildProblem({ sheet: row, kerf: input.kerf, parts: [] }),
    price: row.price,
    quantity: row.quantity ?? Infinity,
  }));
  const kerf = toUnits(input.kerf);
  const { items, unplaced } = buildItems(
    input.parts,
    kerf,
    (it) => types.some((t) => t.quantity > 0 && fitsIn(it, t.problem.binL, t.problem.binW)),
    (grain, run) => tooLargeReason(input, grain, run),
  );
  return { types, items, unplaced, kerf };
}

function tooLargeReason(input: StockPlanInput, grain: boolean, run?: RunSize): Refusal {
  const rows = input.stock.filter((r) => r.quantity !== 0);
  if (!rows.length) return said("stockEmpty");
  const sizes = [...new Set(rows.map((r) => `${fmt(r.length - 2 * r.trim)} × ${fmt(r.width - 2 * r.trim)} mm`))].join(", ");
  const usable = said("usableAfterTrimming", { sizes });
  if (run) return said("tooLargeStockRun", { run: run.label, usable, length: fmt(run.length), width: fmt(run.width) });
  return said(grain ? "tooLargeStockGrain" : "tooLargeStock", { usable });
}

function fmt(mm: number): string {
  return String(Math.round(mm * 10) / 10);
}

export function searchStock(input: StockPlanInput, timeLimitMs: number, seed: number, iterations = Infinity): StockSearchResult {
  const started = Date.now();
  const deadline = started + Math.max(1, timeLimitMs);
  const { types, items, unplaced, kerf } = buildStockProblem(input);
  if (!items.length) return { types, boards: [], unplaced, lowerBound: 0 };
  const rng = createRng(seed);
  const all = types.map((t) => t.quantity);

  // 1. Starting plans.
  // Fewer fillers per board, and single-size starts only on the SINGLE_SIZE_STARTS sizes that give
  // the most board for the price, when there are many pieces to try on many sizes: the first plan comes quickly.
  const work = items.length * types.length;
  const unlimited = types
    .map((t, i) => ({ i, rate: t.price / (t.problem.binL * t.problem.binW) }))
    .filter(({ i }) => types[i].quantity === Infinity)
    .sort((a, b) => a.rate - b.rate)
    .slice(0, work > 20_000 ? SINGLE_SIZE_STARTS : undefined)
    .map(({ i }) => i);
  // The size that gives the most board for the price gets the largest share: on a large job its plan is
  // usually the backbone of the best one.
  const shareOf = (n: number) =>
    unlimited.length === 1
      ? timeLimitMs * SINGLE_SIZE_SHARE
      : n === 0
        ? timeLimitMs * SINGLE_SIZE_SHARE * BEST_VALUE_PART
        : (timeLimitMs * SINGLE_SIZE_SHARE * (1 - BEST_VALUE_PART)) / (unlimited.length - 1);
  const firstCount = work > 20_000 ? 2 : work > 5_000 ? 4 : 8;
  let best = packGreedy(types, items.length, kerf, items, all, firstCount, null, 0, Infinity)!;
  // A list of many part sizes (not the cabinets the dive is for) on more boards than the single-size search
  // gives its beam (search.ts): the beam searches below plan the best-value size, alone and after a cheaper
  // board, in place of that size's starts (a day's small orders cut together: issue 40).
  let itemArea = 0;
  for (const it of items) itemArea += it.area;
  const beamed =
    unlimited.length > 0 &&
    !worthStockDive(items, items.length) &&
    itemArea > WHOLE_BEAM_MOST_SHEETS * types[unlimited[0]].problem.binL * types[unlimited[0]].problem.binW;
  for (const [n, t] of unlimited.entries()) {
    if (n === 0 && beamed) continue;
    if (n > 0 && Date.now() > started + timeLimitMs * SINGLE_SIZE_SHARE) break;
    const start = singleSizeStart(types, t, items, kerf, shareOf(n), seed, iterations);
    if (better(types, start.boards, start.rest.length, best.boards, best.rest.length)) best = start;
  }
  // A cheaper board filled first, as densely as it goes, then the best-value size's plan for the rest:
  // the plan a sawyer makes when the last full board would be half empty (five 8x4 and one 7x4, not six 8x4).
  if (unlimited.length && !beamed) {
    const t0 = unlimited[0];
    const smaller = types
      .map((t, i) => ({ t, i }))
      .filter(({ t, i }) => i !== t0 && t.quantity > 0 && t.price < types[t0].price)
      .sort((a, b) => b.t.problem.binL * b.t.problem.binW - a.t.problem.binL * a.t.problem.binW)
      .slice(0, SMALL_FIRST_STARTS)
      .map(({ i }) => i);
    const each = (timeLimitMs * SMALL_FIRST_SHARE) / Math.max(1, smaller.length);
    // Its own random numbers: the search below draws the same ones with or without these starts.
    const smallRng = createRng(seed + 1);
    for (const u of smaller) {
      if (Date.now() > started + timeLimitMs * (SINGLE_SIZE_SHARE + SMALL_FIRST_SHARE)) break;
      const first = densestFill(types, u, items, kerf, 8, smallRng, 0.3);
      if (!first) continue;
      const head: Board = { type: u, layout: first };
      const rest = singleSizeStart(types, t0, without(items, first), kerf, each, seed, iterations, items.length, [head]);
      const start = { boards: [head, ...rest.boards], rest: rest.rest };
      if (better(types, start.boards, start.rest.length, best.boards, best.rest.length)) best = start;
    }
  }

  // The free pieces (leftovers, offcuts) filled first, each as densely as it goes, then the best-value size's
  // plan for the rest: a leftover is worth most when it is full, and the single-size plans above use none.
  const free = types.map((t, i) => ({ t, i })).filter(({ t }) => t.price === 0 && t.quantity > 0 && t.quantity !== Infinity);
  if (unlimited.length && free.length && Date.now() < deadline) {
    const freeRng = createRng(seed + 3);
    let pool = items.slice();
    const head: Board[] = [];
    // Largest piece first: it takes the awkward long parts the small ones cannot.
    for (const { t, i } of free.sort((a, b) => b.t.problem.binL * b.t.problem.binW - a.t.problem.binL * a.t.problem.binW)) {
      for (let n = 0; n < t.quantity; n++) {
        const densest = densestFill(types, i, pool, kerf, FREE_FIRST_TRIES, freeRng);
        if (!densest) break;
        pool = without(pool, densest);
        head.push({ type: i, layout: densest });
      }
    }
    const rest = singleSizeStart(types, unlimited[0], pool, kerf, timeLimitMs * FREE_FIRST_SHARE, seed, iterations, items.length, head);
    const start = { boards: [...head, ...rest.boards], rest: rest.rest };
    if (better(types, start.boards, start.rest.length, best.boards, best.rest.length)) best = start;
  }

  // Whole plans by beam search on the best-value size, alone and after each cheaper board filled densely.
  if (beamed && Date.now() < deadline) {
    const capped = iterations < Infinity;
    const until = capped ? Infinity : Math.min(deadline, Date.now() + timeLimitMs * BEAM_SHARE);
    best = beamStarts(types, unlimited[0], items, kerf, createRng(seed + 7), best, until, capped ? BEAM_CAPPED_WIDTH : undefined);
  }

  // A plan at this price cannot be beaten: stop there (one board of the cheapest size, or the parts'
  // area at the cheapest price per area, whichever is more).
  const stocked = types.filter((t) => t.quantity > 0);
  const floor = Math.max(
    Math.min(...stocked.map((t) => t.price)),
    Math.ceil(itemArea * Math.min(...stocked.map((t) => t.price / (t.problem.binL * t.problem.binW))) - 1e-6),
  );

  // 2. On a list of cabinets, column generation with diving for a share of the time; then the
  // large-neighbourhood search from the better plan.
  const ctx: Search = { types, itemCount: items.length, kerf, rng, unlimited, floor };
  let boards = best.boards;
  if (unlimited.length > 0 && work <= DIVE_MAX_WORK && worthStockDive(items, items.length) && cost(types, boards) > floor && Date.now() < deadline) {
    // Under a step cap, a fixed number of pricing rounds and no clock, so capped plans stay reproducible.
    const capped = iterations < Infinity;
    const until = capped ? Infinity : Math.min(deadline, Date.now() + timeLimitMs * DIVE_SHARE);
    boards = diveOn(ctx, boards, until, createRng(seed + 5), capped ? DIVE_CAPPED_ROUNDS : Infinity) ?? boards;
  }
  boards = neighbourhoodSearch(ctx, boards, deadline, iterations);
  if (better(types, boards, best.rest.length, best.boards, best.rest.length)) best = { boards, rest: best.rest };

  // 4. Polish, size by size; boards in the order of the rack's rows, fullest first.
  const until = Math.max(deadline, Date.now()) + Math.min(150, timeLimitMs / 5);
  const out: Board[] = [];
  types.forEach((t, i) => {
    const mine = best.boards.filter((b) => b.type === i).map((b) => b.layout);
    if (mine.length) for (const layout of polish(t.problem, mine, until)) out.push({ type: i, layout });
  });
  for (const it of best.rest) {
    const u = unplaced.find((x) => x.part === it.part);
    if (u) u.quantity += 1;
    else unplaced.push({ part: it.part, quantity: 1, reason: said("stockUsedUp") });
  }
  unplaced.sort((a, b) => a.part - b.part);
  let placedArea = 0;
  for (const b of out) placedArea += b.layout.area;
  return { types, boards: out, unplaced, lowerBound: stockLowerBound(types, out, placedArea) };
}

/** Of the parts placed (a part left out for want of boards is not counted): their area over the largest board's used. */
export function stockLowerBound(types: readonly BoardType[], boards: readonly Pick<Board, "type">[], placedArea: number): number {
  if (!boards.length) return 0;
  const largest = Math.max(...boards.map((b) => types[b.type].problem.binL * types[b.type].problem.binW));
  return Math.ceil(placedArea / largest - 1e-9);
}

/** What the search's phases share. */
interface Search {
  types: BoardType[];
  itemCount: number;
  kerf: number;
  rng: Rng;
  /** The unlimited rows searched (on a large job the SINGLE_SIZE_STARTS of best value), the best value (least price per area) first. */
  unlimited: number[];
  /** No plan costs less: the search stops there. */
  floor: number;
}

/**
 * Large-neighbourhood search: the board that gives the least part area for its price and a few others
 * repacked (greedily, onto one board, or densely); kept when cheaper, smaller for the same price, or more
 * concentrated. Until `until`, at most `maxSteps` steps, or STALL_STEPS steps without a saving.
 */
function neighbourhoodSearch(ctx: Search, start: Board[], until: number, maxSteps: number): Board[] {
  const { types, itemCount, kerf, rng, unlimited, floor } = ctx;
  let boards = start.slice();
  let steps = 0;
  let stall = 0;
  while (Date.now() < until && steps++ < maxSteps && stall++ < STALL_STEPS && boards.length && cost(types, boards) > floor) {
    let weakest = 0;
    for (let i = 1; i < boards.length; i++) {
      const a = boards[i];
      const w = boards[weakest];
      if (value(a.layout.area, types[a.type].price) < value(w.layout.area, types[w.type].price)) weakest = i;
    }
    const k = Math.min(boards.length, 1 + randomInt(rng, 4));
    const chosen = new Set<number>([weakest]);
    while (chosen.size < k) chosen.add(randomInt(rng, boards.length));
    const kept = boards.filter((_, i) => !chosen.has(i));
    const old = [...chosen].map((i) => boards[i]);
    const pool = shuffleInPlace(
      rng,
      old.flatMap((b) => b.layout.items),
    );
    const availableNow = availableAfter(types, kept);
    const oneBoard = k <= 2 ? packAllInOne(types, kerf, pool, availableNow, cost(types, old), rng) : null;
    // Now and then, a few boards' parts packed densely onto full boards of the best-value size, the rest onto one cheaper board.
    const dense = !oneBoard && unlimited.length > 0 && randomInt(rng, DENSE_MOVE_ODDS) === 0;
    const trial = oneBoard
      ? { boards: [oneBoard], rest: [] }
      : dense
        ? denseStart(types, unlimited[0], pool, kerf, DENSE_MOVE_TRIES, DENSE_MOVE_LAST_TRIES, rng, until, itemCount, kept)
        : packGreedy(types, itemCount, kerf, pool, availableNow, LNS_FILLERS, rng, 0.5, until);
    if (!trial) break;
    if (trial.rest.length) continue;
    const oldCost = cost(types, old);
    const newCost = cost(types, trial.boards);
    const oldArea = boardArea(types, old);
    const newArea = boardArea(types, trial.boards);
    const keep =
      newCost < oldCost ||
      (newCost === oldCost && newArea < oldArea) ||
      (newCost === oldCost && newArea === oldArea && squares(trial.boards.map((b) => b.layout)) >= squares(old.map((b) => b.layout)));
    if (keep) {
      if (newCost < oldCost || newArea < oldArea) stall = 0;
      boards = kept.concat(trial.boards);
    }
  }
  return boards;
}

/**
 * Column generation with diving (stock-dive.ts) on the unlimited rows, for the parts on them; the boards of
 * limited rows (leftovers, offcuts, boards the customer brings) stay as they are. A cheaper plan, or null.
 */
function diveOn(ctx: Search, boards: Board[], deadline: number, rng: Rng, maxRounds: number): Board[] | null {
  const { types, itemCount, kerf, unlimited } = ctx;
  const fixed = boards.filter((b) => types[b.type].quantity !== Infinity);
  const open = boards.filter((b) => types[b.type].quantity === Infinity);
  const available = availableAfter(types, fixed);
  // What a dive leaves: on the cheapest few boards that take it (sizes tried cheapest set first), else
  // greedily and densely; the cheapest plan within the budget.
  const finish = (rest: Item[], budget: number): Board[] | null => {
    let pick: Board[] | null = null;
    let area = 0;
    for (const it of rest) area += it.area;
    for (const sizes of sizeSets(types, available, FINISH_MOST_BOARDS, budget, area, FINISH_SETS)) {
      pick = packOnSizes(types, sizes, rest, kerf, FINISH_FILLERS, rng);
      if (pick) return pick;
    }
    for (let n = 0; n < FINISH_TRIES; n++) {
      const tries = [
        packGreedy(types, itemCount, kerf, rest, available, LNS_FILLERS, rng, 0.3, Infinity),
        denseStart(types, unlimited[0], rest, kerf, DENSE_MOVE_TRIES, DENSE_MOVE_LAST_TRIES, rng, Infinity, itemCount, fixed),
      ];
      for (const t of tries) {
        if (!t || t.rest.length) continue;
        const c = cost(types, t.boards);
        if (c <= budget && (!pick || c < cost(types, pick))) pick = t.boards;
      }
    }
    return pick;
  };
  const items = open.flatMap((b) => b.layout.items);
  const dived = diveStock(types, unlimited, items, itemCount, kerf, open, cost(types, open), deadline, rng, finish, maxRounds);
  return dived && [...fixed, ...dived];
}

/**
 * The `limit` cheapest sets (then the least board area) of at most `most` boards still on the rack
 * (`available` of each row) that cost at most `budget` and have at least `area` between them. A branch
 * dearer than the `limit`-th set found so far is not grown: a board more only adds to its price.
 */
function sizeSets(types: BoardType[], available: readonly number[], most: number, budget: number, area: number, limit: number): number[][] {
  const rows = types.map((_, i) => i).filter((i) => available[i] > 0);
  const top: { sizes: number[]; price: number; area: number }[] = [];
  const dearest = () => (top.length < limit ? budget : top[top.length - 1].price);
  const grow = (sizes: number[], from: number, price: number, room: number) => {
    if (room >= area) {
      // After every set of the same price and area: the order the sets were found in breaks ties.
      let at = top.length;
      while (at > 0 && (top[at - 1].price > price || (top[at - 1].price === price && top[at - 1].area > room))) at--;
      top.splice(at, 0, { sizes, price, area: room });
      if (top.length > limit) top.pop();
    }
    if (sizes.length === most) return;
    for (let k = from; k < rows.length; k++) {
      const t = rows[k];
      const used = sizes.filter((u) => u === t).length;
      const p = price + types[t].price;
      if (used < available[t] && p <= dearest()) grow([...sizes, t], k, p, room + types[t].problem.binL * types[t].problem.binW);
    }
  };
  grow([], 0, 0, 0);
  return top.map((s) => s.sizes);
}

/**
 * `pool` on one board of each size in `sizes` (largest first, each as densely as `tries` fillers manage, the
 * last taking all that is left), or null when it does not all fit. A board left empty is not cut.
 */
function packOnSizes(types: BoardType[], sizes: number[], pool: readonly Item[], kerf: number, tries: number, rng: Rng): Board[] | null {
  const order = sizes.slice().sort((a, b) => types[b].problem.binL * types[b].problem.binW - types[a].problem.binL * types[a].problem.binW);
  let left: readonly Item[] = pool;
  const boards: Board[] = [];
  for (const [n, t] of order.entries()) {
    if (!left.length) break;
    if (n === order.length - 1) {
      const last = packAllInOne(types, kerf, left, onlyRow(types, t), Infinity, rng, tries);
      return last ? [...boards, last] : null;
    }
    const densest = densestFill(types, t, left, kerf, tries, rng);
    if (!densest) return null;
    left = without(left, densest);
    boards.push({ type: t, layout: densest });
  }
  return left.length ? null : boards;
}
