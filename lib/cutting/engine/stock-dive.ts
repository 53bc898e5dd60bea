/**
 * Column generation with diving on several board sizes (variable-sized bin
 * packing): the dive of pattern-dive.ts, where each pattern is cut from one
 * size of the rack and costs that size's price.
 *
 * - The cover LP (cover-lp.ts, with each pattern's price as its cost) over the
 *   patterns found so far gives each part type a dual value: what one part of
 *   it is worth in paise. New patterns are priced on every size by packing the
 *   parts worth most per mm² (the strip filler with those values, one fill per
 *   size and round, and greedy fillers in that order); a pattern joins the
 *   pool when its parts are worth more than its board costs.
 * - A dive takes a pattern the LP uses most, and every other it uses whole (as
 *   many times as it uses each whole), removes their parts from the demand,
 *   prices again for what is left, and so on. When what is left is a few
 *   boards' worth, the caller's `finish` tries to pack it within the price
 *   still allowed (the end of a plan is where the choice of sizes matters
 *   most); the dive goes on when it cannot, and is abandoned as soon as the
 *   boards taken plus the LP's price for the rest cannot beat the plan to
 *   beat. Later dives pick at random among the patterns used nearly as much.
 *
 * Where the neighbourhood search of stock-search.ts repacks a few boards at a
 * time, this chooses whole boards for their place in the whole plan: dense 8x4
 * patterns that fit together, so that what is left ends on smaller boards.
 */
import type { Board, BoardType } from "./boards";
import { solveCoverLp } from "./cover-lp";
import { fillers } from "./fillers";
import type { Item } from "./items";
import { countsOf, mostUsed, open, partTypes, Pool, realise, residual, seedPool, stillWanted, takeWhole, worth, type Pattern } from "./patterns";
import { randomInt, type Rng } from "./rng";
import { fillSheet } from "./sheet-packer";
import { stripFill } from "./strip-filler";

/** Most distinct part types (the LP is patterns × types), and least copies per type on average. */
export const STOCK_DIVE_MAX_TYPES = 60;
export const STOCK_DIVE_MIN_COPIES = 2;
/** Most dives per call. */
const MAX_DIVES = 40;
/** Column-generation rounds per LP. */
const CG_ROUNDS = 30;
/** The strip knapsack's resolution in pricing (as pattern-dive.ts). */
const PRICING_STEPS = 1200;
/** Greedy plans per size (one per filler) whose boards seed the pool. */
const SEED_FILLERS = 4;
/** Greedy fillers per order, size and pricing round. */
const PRICING_FILLERS = 2;
/** A dive the LP gives up on asks `finish` for the rest when the LP prices it at most this many of the dearest boards. */
const FINISH_MAX_BOARDS = 5;
/** Later dives pick among the patterns the LP uses at least this share of the most-used one. */
const NEAR_TOP = 0.8;

/** Packs `rest` for at most `budget` (paise), or gives null. */
export type StockFinish = (rest: Item[], budget: number) => Board[] | null;

/** A list worth diving: few part types, each with copies on average (cabinets rather than odd pieces). */
export function worthStockDive(items: readonly Item[], itemCount: number): boolean {
  const types = partTypes(items, itemCount).items.length;
  return types <= STOCK_DIVE_MAX_TYPES && items.length >= STOCK_DIVE_MIN_COPIES * types;
}

/**
 * `items` on boards of `sizes` (rows of `types`, each unlimited; those priced 0 are left out), for less
 * than `toBeat` (paise), or null when no dive finds such a plan by `deadline` or within `maxRounds`
 * pricing rounds. `start` holds boards with the items (the plan so far), whose layouts seed the pool.
 * Every item must fit at least one of `sizes`.
 */
export function diveStock(
  types: BoardType[],
  sizes: readonly number[],
  items: readonly Item[],
  itemCount: number,
  kerf: number,
  start: readonly Board[],
  toBeat: number,
  deadline: number,
  rng: Rng,
  finish: StockFinish,
  maxRounds = Infinity,
): Board[] | null {
  const priced = sizes.filter((s) => types[s].price > 0);
  if (!priced.length || !items.length) return null;
  const kinds = partTypes(items, itemCount);
  const T = kinds.items.length;
  const demand = kinds.items.map((copies) => copies.length);
  const pool = new Pool(kinds);
  const price = (p: Pattern) => types[p.board].price;
  // Pricing rounds so far: the dive's steps, capped like the neighbourhood search's (PlanOptions.iterations).
  let rounds = 0;
  const going = () => rounds < maxRounds && Date.now() < deadline;
  const dearest = Math.max(...priced.map((s) => types[s].price));

  for (const b of start) if (priced.includes(b.type)) pool.add(b.layout, countsOf(b.layout, kinds), b.type);
  for (const s of priced) seedPool(pool, items, { ...types[s].problem, kerf }, SEED_FILLERS, PRICING_STEPS, s, deadline);
  // Every part type must be in some pattern, or the LP has no answer.
  const covered = new Array<boolean>(T).fill(false);
  for (const p of pool.patterns) p.counts.forEach((c, t) => c > 0 && (covered[t] = true));
  if (covered.includes(false)) return null;

  const newPatterns = (rem: readonly number[], duals: readonly number[]): number => {
    rounds++;
    const byWorth = residual(kinds, rem, duals);
    const perArea = new Float64Array(itemCount);
    for (const it of byWorth) perArea[it.id] = duals[kinds.of[it.id]] / it.area;
    let added = 0;
    for (const s of priced) {
      const { binL, binW } = types[s].problem;
      const layouts = [stripFill(byWorth, binL, binW, kerf, { value: perArea, steps: PRICING_STEPS }).layout];
      for (const f of fillers(byWorth, PRICING_FILLERS, rng, 0.2)) layouts.push(fillSheet(f.order, binL, binW, kerf, f.rules).layout);
      for (const layout of layouts) {
        const counts = countsOf(layout, kinds);
        if (worth(counts, duals, rem) > types[s].price * (1 + 1e-6) && pool.add(layout, counts, s)) added++;
      }
    }
    return added;
  };
  const lp = (rem: readonly number[]) =>
    solveCoverLp(
      pool.patterns.map((p) => p.counts.map((c, t) => Math.min(c, rem[t]))),
      rem,
      pool.patterns.map(price),
    );
  const generate = (rem: readonly number[]) => {
    let sol = lp(rem);
    for (let round = 0; round < CG_ROUNDS && going() && newPatterns(rem, sol.duals); round++) sol = lp(rem);
    return sol;
  };

  let best: Board[] | null = null;
  let bestCost = toBeat;
  for (let dive = 0; dive < MAX_DIVES && going(); dive++) {
    const poolBefore = pool.patterns.length;
    const rem = demand.slice();
    const chosen: Pattern[] = [];
    let spent = 0;
    let finishing = false;
    let sol = generate(rem);
    while (open(rem) && going()) {
      // A few boards' worth left: the caller's finish packs it, once per dive, on the cheapest boards it can.
      if (!finishing && sol.value <= FINISH_MAX_BOARDS * dearest) {
        finishing = true;
        const finished = finish(stillWanted(kinds, demand, rem), bestCost - spent - 1);
        if (finished) {
          best = [...boardsOf(chosen, kinds), ...finished];
          bestCost = spent + finished.reduce((c, b) => c + types[b.type].price, 0);
          break;
        }
      }
      // The LP (on the patterns found so far) says this dive cannot beat the best plan.
      if (spent + sol.value >= bestCost - 1e-6) break;
      const near = mostUsed(sol.x, dive === 0 ? 1 : NEAR_TOP);
      if (!near.length) break;
      // One of the patterns used most, then every other the LP uses whole, each as often as it uses it whole:
      // a dive takes several boards per round of pricing.
      const first = near[randomInt(rng, near.length)];
      const whole = sol.x
        .map((x, i) => [x, i])
        .filter(([x, i]) => i !== first && x >= 1 - 1e-6)
        .sort((a, b) => b[0] - a[0]);
      for (const at of [first, ...whole.map(([, i]) => i)]) spent += price(pool.patterns[at]) * takeWhole(pool.patterns[at], sol.x[at], rem, chosen);
      if (open(rem)) sol = generate(rem);
    }
    if (!open(rem) && spent < bestCost) {
      best = boardsOf(chosen, kinds);
      bestCost = spent;
    }
    // Given up before the first board with no new pattern found: the next dive would do the same.
    if (!chosen.length && pool.patterns.length === poolBefore) break;
  }
  return best;
}

/** The chosen patterns as boards of the actual parts; a board the others left empty is not cut. */
function boardsOf(chosen: readonly Pattern[], kinds: Parameters<typeof realise>[1]): Board[] {
  return realise(chosen, kinds)
    .map((layout, i) => ({ type: chosen[i].board, layout }))
    .filter((b) => b.layout.items.length > 0);
}
