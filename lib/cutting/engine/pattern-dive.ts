/**
 * Column generation with diving, for lists where many parts share a few
 * sizes (a workshop's cabinets): the plan is a choice of sheet patterns that
 * together hold every part.
 *
 * - The cover LP (cover-lp.ts) over the patterns found so far gives each part
 *   type a dual value; new patterns are priced by packing the parts worth most
 *   per mm² (the strip filler with those values, exact and with noise, at a
 *   fine resolution, and the greedy fillers in that order) and join the pool
 *   when they are worth more than one sheet. Repeated until no packer finds
 *   such a pattern.
 * - A dive then takes one of the patterns the LP uses most (as many times as
 *   the LP uses it whole), removes its parts from the demand, generates
 *   columns again for what is left, and so on until every part is placed. It
 *   is abandoned as soon as the sheets taken plus the LP's value for the rest
 *   cannot beat the best plan; when what is left is a few sheets' worth, the
 *   caller's `finish` (the neighbourhood search) tries to pack it first. Later
 *   dives pick at random among the patterns used nearly as much, and reuse
 *   the growing pool. The dives end at the lower bound, after MAX_DIVES, or
 *   when a dive is abandoned at its root without finding a new pattern.
 *
 * Where the neighbourhood search packs a few sheets at a time, this chooses
 * whole sheets for their place in the whole plan: the dense patterns that fit
 * together, which is how a plan reaches the lower bound when the sheets must
 * be about 96 % full (the L-shaped kitchen: 11 sheets, docs/PERFORMANCE.md).
 */
import { solveCoverLp } from "./cover-lp";
import { fillers, sortedBy } from "./fillers";
import type { Item, Problem } from "./items";
import { countsOf, mostUsed, open, partTypes, Pool, realise, residual, seedPool, stillWanted, takeWhole, worth, type Pattern } from "./patterns";
import { randomInt, type Rng } from "./rng";
import { fillSheet, type SheetLayout } from "./sheet-packer";
import { stripFill } from "./strip-filler";

/** Most distinct part types for which the dive is worth it (the LP is patterns × types). */
const DIVE_MAX_TYPES = 40;
/** Most sheets in the plan so far for the dive. */
const DIVE_MAX_SHEETS = 40;
/** Least copies per part type, on average, for the dive (lists of odd pieces go to the neighbourhood search alone). */
const MIN_COPIES = 2;
/** Most dives per call, so an iteration-capped search ends even with a generous time limit. */
const MAX_DIVES = 40;
/** Column-generation rounds per LP. */
const CG_ROUNDS = 50;
/** Noisy strip fills per pricing round, beside the exact one. */
const NOISY_STRIPS = 4;
/** The strip knapsack's resolution in pricing: finer than elsewhere, since a column of parts that fits to the millimetre makes the densest patterns. */
const PRICING_STEPS = 1200;
/** Greedy plans (one per filler) whose sheets seed the pool. */
const SEED_FILLERS = 8;
/** Greedy fillers per order per pricing round. */
const PRICING_FILLERS = 2;
/** A dive the LP gives up on tries to pack what is left when it is at most this many sheets' worth. */
const FINISH_MAX_SHEETS = 3.5;
/** Later dives pick among the patterns the LP uses at least this share of the most-used one. */
const NEAR_TOP = 0.8;

/**
 * Few part types, each with copies on average (a list of cabinets rather than of odd pieces), on few sheets:
 * a dive takes a pattern per sheet, so a long plan leaves it no time to finish a dive.
 */
export function worthDiving(problem: Problem, sheets: number): boolean {
  const types = partTypes(problem.items, problem.items.length).items.length;
  return sheets <= DIVE_MAX_SHEETS && types <= DIVE_MAX_TYPES && problem.items.length >= MIN_COPIES * types;
}

/** Packs `items` on at most `most` sheets, or gives null. */
export type Finish = (items: Item[], most: number) => SheetLayout[] | null;

/**
 * A plan with fewer sheets than `sheets` (the search's best so far), or null when no dive finds one by
 * `deadline`. Stops at `lowerBound`.
 */
export function diveForFewerSheets(
  problem: Problem,
  sheets: readonly SheetLayout[],
  lowerBound: number,
  deadline: number,
  rng: Rng,
  finish: Finish,
  maxRounds = Infinity,
): SheetLayout[] | null {
  const types = partTypes(problem.items, problem.items.length);
  const demand = types.items.map((copies) => copies.length);
  const pool = new Pool(types);
  const { binL, binW, kerf } = problem;
  for (const s of sheets) pool.add(s);
  seedPool(pool, problem.items, problem, SEED_FILLERS, PRICING_STEPS);

  // Pricing rounds so far: the dive's steps, capped like the neighbourhood search's (PlanOptions.iterations).
  let rounds = 0;
  const going = () => rounds < maxRounds && Date.now() < deadline;

  /** The first rem[t] copies of each type whose dual is positive, the most valuable per mm² first. */
  const price = (rem: readonly number[], duals: readonly number[]): SheetLayout[] => {
    rounds++;
    const items = residual(types, rem, duals);
    const perArea = new Float64Array(problem.items.length);
    for (const it of items) perArea[it.id] = duals[types.of[it.id]] / it.area;
    const out = [stripFill(items, binL, binW, kerf, { value: perArea, steps: PRICING_STEPS }).layout];
    for (let s = 0; s < NOISY_STRIPS; s++) {
      const noisy = perArea.map((v) => v * (1 + 0.3 * (rng() - 0.5)));
      out.push(stripFill(items, binL, binW, kerf, { value: noisy, steps: PRICING_STEPS }).layout);
    }
    const byWorth = sortedBy(items, (it) => perArea[it.id] * it.area);
    for (const order of [items, byWorth]) {
      for (const f of fillers(order, PRICING_FILLERS, rng, 0.2)) out.push(fillSheet(f.order, binL, binW, kerf, f.rules).layout);
    }
    return out;
  };
  const lp = (rem: readonly number[]) =>
    solveCoverLp(
      pool.patterns.map((p) => p.counts.map((c, t) => Math.min(c, rem[t]))),
      rem,
    );
  const generate = (rem: readonly number[]) => {
    let sol = lp(rem);
    for (let round = 0; round < CG_ROUNDS && going(); round++) {
      let added = 0;
      for (const layout of price(rem, sol.duals)) {
        const counts = countsOf(layout, types);
        if (worth(counts, sol.duals, rem) > 1 + 1e-6 && pool.add(layout, counts)) added++;
      }
      if (!added) break;
      sol = lp(rem);
    }
    return sol;
  };

  let best: SheetLayout[] | null = null;
  let bestCount = sheets.length;
  for (let dive = 0; dive < MAX_DIVES && bestCount > lowerBound && going(); dive++) {
    const poolBefore = pool.patterns.length;
    const rem = demand.slice();
    const chosen: Pattern[] = [];
    let sol = generate(rem);
    while (open(rem) && going()) {
      if (chosen.length + Math.ceil(sol.value - 1e-6) >= bestCount) {
        // The LP (on the patterns found so far) says no; a few sheets' worth of parts left may still fit.
        if (sol.value <= FINISH_MAX_SHEETS) {
          const finished = finish(stillWanted(types, demand, rem), bestCount - 1 - chosen.length);
          if (finished) {
            best = [...realise(chosen, types), ...finished];
            bestCount = best.length;
          }
        }
        break;
      }
      const near = mostUsed(sol.x, dive === 0 ? 1 : NEAR_TOP);
      if (!near.length) break;
      const at = near[randomInt(rng, near.length)];
      // A pattern the LP uses several times over is taken that often at once: a long list's dive stays short.
      takeWhole(pool.patterns[at], sol.x[at], rem, chosen);
      if (open(rem)) sol = generate(rem);
    }
    if (!open(rem) && chosen.length < bestCount) {
      best = realise(chosen, types);
      bestCount = best.length;
    }
    // Given up before the first sheet with no new pattern found: the next dive would do the same.
    if (!chosen.length && open(rem) && pool.patterns.length === poolBefore) break;
  }
  return best;
}
