/**
 * The search over whole plans. Four phases, all anytime (the best plan so far
 * is kept and returned when the time is up):
 *
 * 1. Construction, sheet by sheet: each sheet is filled by several greedy
 *    fillers (item orders × placement rules) and the fullest result is kept.
 *    Best-fill per sheet concentrates the waste in the last sheets. Then a few
 *    rounds of sequential value correction.
 * 2. For plans of a few sheets: a beam search over whole three-stage plans
 *    (beam.ts), which finds the perfect packings the greedy fillers miss.
 * 3. Large-neighbourhood search: take the least-filled sheet and a few others,
 *    repack their items with randomised fillers and, one step in two, the
 *    rectangle-first packer (best-fit.ts, which finds the tight packings of
 *    few parts that an item-first greedy misses); keep the result when it needs
 *    a sheet less, or when it moves area out of the weakest sheet (so a later
 *    step can empty it). Stops as soon as the sheet count meets the lower bound.
 * 4. For lists of a few sizes in many copies (a workshop's cabinets): column
 *    generation with diving (pattern-dive.ts), which chooses whole sheet
 *    patterns that fit together, between two runs of the neighbourhood search.
 */
import { lowerBound } from "./bounds";
import { subProblem, type Item, type Problem } from "./items";
import { fillers, FITS, ORDERS, sortedBy, SPLITS, type Filler, type Key } from "./fillers";
import { createRng, randomInt, shuffleInPlace, type Rng } from "./rng";
import { fillSheetBestFit } from "./best-fit";
import { diveForFewerSheets, worthDiving } from "./pattern-dive";
import { beamPlan } from "./beam";
import { countCuts, fillSheet, freeLeaves, withItems, type SheetLayout, type SplitRule } from "./sheet-packer";

/** Polishing the finished plan may run this long past the time limit. */
const POLISH_GRACE_MS = 150;
/** Fillers tried per sheet when repacking a neighbourhood. */
const LNS_FILLERS = 10;
/** Share of the neighbourhood repacks that also try the rectangle-first packer, and the splits it is tried with. */
const BEST_FIT_SHARE = 0.5;
const BEST_FIT_SPLITS: SplitRule[] = ["max-area", "rip-first", "cross-first"];
/**
 * Before a dive, the neighbourhood search gets at most this share of the time, and stops sooner when it has
 * cut no sheet for this share: it finds many plans quickly, the dive the few it cannot.
 */
const LNS_FIRST_MOST = 0.5;
const LNS_FIRST_IDLE = 0.2;
/** Neighbourhood steps for packing what a dive leaves (pattern-dive.ts). */
const FINISH_STEPS = 150;
/**
 * The beam search over whole plans (beam.ts) gets this share of the time after the construction, when the
 * plan is above the bound and on at most WHOLE_BEAM_MOST_SHEETS sheets (on more, the neighbourhood search
 * does better with the time); with a step cap, a fixed width instead, so capped plans stay reproducible.
 */
const WHOLE_BEAM_SHARE = 0.5;
export const WHOLE_BEAM_MOST_SHEETS = 9;
const WHOLE_BEAM_CAPPED_WIDTH = 128;
/** Rounds of sequential value correction before the neighbourhood search. */
const SVC_ROUNDS = 12;

/**
 * Fills sheets one after another, each with the best of `fillers`: by packed
 * area, or by the items' `value` when given (sequential value correction).
 * With `bestFit`, the rectangle-first packer (best-fit.ts) is a candidate too.
 */
function packSheetBySheet(
  problem: Problem,
  items: readonly Item[],
  fillers: Filler[],
  deadline: number,
  value?: Float64Array,
  bestFit = false,
): SheetLayout[] | null {
  const left = new Uint8Array(problem.items.length);
  for (const it of items) left[it.id] = 1;
  let remaining = items.length;
  const sheets: SheetLayout[] = [];
  while (remaining > 0) {
    if (Date.now() > deadline && sheets.length) return null;
    // Typed by hand: TypeScript does not see that `consider` assigns it.
    let best = null as SheetLayout | null;
    let bestScore = -1;
    const consider = (layout: SheetLayout) => {
      let score = layout.area;
      if (value) {
        score = 0;
        for (const it of layout.items) score += value[it.id];
      }
      if (score > bestScore) [best, bestScore] = [layout, score];
    };
    for (const f of fillers) {
      const todo = f.order.filter((it) => left[it.id]);
      consider(fillSheet(todo, problem.binL, problem.binW, problem.kerf, f.rules).layout);
    }
    if (bestFit) {
      const todo = items.filter((it) => left[it.id]);
      for (const split of BEST_FIT_SPLITS) consider(fillSheetBestFit(todo, problem.binL, problem.binW, problem.kerf, split).layout);
    }
    if (!best || !best.items.length) throw new Error("an item that fits the sheet could not be placed");
    for (const it of best.items) left[it.id] = 0;
    remaining -= best.items.length;
    sheets.push(best);
  }
  return sheets;
}

export interface SearchResult {
  sheets: SheetLayout[];
  lowerBound: number;
}

export function squares(sheets: SheetLayout[]): number {
  let s = 0;
  for (const sh of sheets) s += (sh.area / 1e6) * (sh.area / 1e6);
  return s;
}

function leastFilled(sheets: SheetLayout[]): number {
  let k = 0;
  for (let i = 1; i < sheets.length; i++) if (sheets[i].area < sheets[k].area) k = i;
  return k;
}

export function search(problem: Problem, timeLimitMs: number, seed: number, iterations = Infinity): SearchResult {
  const started = Date.now();
  const deadline = started + Math.max(1, timeLimitMs);
  const lb = lowerBound(problem);
  const items = problem.items;
  if (!items.length) return { sheets: [], lowerBound: 0 };
  const rng = createRng(seed);

  // 1. Construction. Large jobs get fewer fillers per sheet so the first plan comes quickly.
  const firstCount = items.length > 1200 ? 2 : items.length > 500 ? 4 : 8;
  let best = packSheetBySheet(problem, items, fillers(items, firstCount, null, 0), Infinity)!;
  let steps = 0;
  // Sequential value correction: items that ended on poorly filled sheets are worth more in the
  // next round, so they are packed earlier and where they fit well.
  const value = new Float64Array(items.length);
  for (const it of items) value[it.id] = it.area;
  const binArea = problem.binL * problem.binW;
  for (let round = 0; best.length > lb && Date.now() < deadline && round < SVC_ROUNDS && steps < iterations; round++, steps++) {
    const byValue: Key = (it) => value[it.id];
    const tried = packSheetBySheet(
      problem,
      items,
      [...fillers(items, firstCount - 1, rng, 0.3), { order: sortedBy(items, byValue, rng, 0.1), rules: { fit: "short-side", split: "max-area" } }],
      deadline,
      value,
    );
    if (!tried) break;
    if (tried.length < best.length) best = tried;
    for (const sheet of tried) {
      const fill = sheet.area / binArea;
      for (const it of sheet.items) value[it.id] = 0.5 * value[it.id] + 0.5 * (it.area / fill);
    }
  }

  // 2. Beam search over whole three-stage plans (beam.ts), for the near-perfect packings of a few sheets.
  if (best.length > lb && best.length <= WHOLE_BEAM_MOST_SHEETS && Date.now() < deadline && steps < iterations) {
    const capped = iterations < Infinity;
    const until = capped ? Infinity : Date.now() + (deadline - Date.now()) * WHOLE_BEAM_SHARE;
    const beamed = beamPlan(problem, best.length - 1, until, { maxWidth: capped ? WHOLE_BEAM_CAPPED_WIDTH : undefined });
    if (beamed) best = beamed;
  }

  // 3. Large-neighbourhood search on the weakest sheet. A list worth diving gives it a share of the time first.
  const dive = best.length > lb && worthDiving(problem, best.length);
  const now = Date.now();
  const timeLeft = deadline - now;
  const first = dive
    ? neighbourhoodSearch(problem, best, lb, now + timeLeft * LNS_FIRST_MOST, rng, iterations - steps, timeLeft * LNS_FIRST_IDLE)
    : neighbourhoodSearch(problem, best, lb, deadline, rng, iterations - steps);
  steps += first.steps;
  let sheets = first.sheets;
  // 4. Column generation with diving, for lists of a few sizes in many copies (pattern-dive.ts), then the
  // neighbourhood search again with whatever time is left.
  if (dive && sheets.length > lb && Date.now() < deadline) {
    // Its own random numbers: the neighbourhood search runs as it would without it.
    const diveRng = createRng(seed ^ 0x5bd1e995);
    const finish = (rest: Item[], most: number) => packInto(problem, rest, most, deadline, diveRng, FINISH_STEPS);
    const dived = diveForFewerSheets(problem, sheets, lb, deadline, diveRng, finish, iterations);
    sheets = neighbourhoodSearch(problem, dived ?? sheets, lb, deadline, rng, iterations - steps).sheets;
  }
  if (sheets.length < best.length) best = sheets;
  return { sheets: polish(problem, best, Math.max(deadline, Date.now()) + Math.min(POLISH_GRACE_MS, timeLimitMs / 5)), lowerBound: lb };
}

/**
 * Large-neighbourhood search on the weakest sheet: repack it and a few others; keep the result when it
 * needs a sheet less, or when it moves area out of the weakest sheet (so a later step can empty it).
 */
function neighbourhoodSearch(
  problem: Problem,
  start: SheetLayout[],
  lb: number,
  deadline: number,
  rng: Rng,
  maxSteps: number,
  idleMs = Infinity,
): { sheets: SheetLayout[]; steps: number } {
  let sheets = start.slice();
  let steps = 0;
  let improved = Date.now();
  for (; sheets.length > lb && Date.now() < deadline && Date.now() - improved < idleMs && steps < maxSteps; steps++) {
    const weakest = leastFilled(sheets);
    const k = Math.min(sheets.length, 2 + randomInt(rng, 3));
    const chosen = new Set<number>([weakest]);
    while (chosen.size < k) chosen.add(randomInt(rng, sheets.length));
    const pool: Item[] = [];
    for (const i of chosen) {
      pool.push(...sheets[i].items);
    }
    shuffleInPlace(rng, pool);
    const trial = packSheetBySheet(problem, pool, fillers(pool, LNS_FILLERS, rng, 0.5), deadline, undefined, rng() < BEST_FIT_SHARE);
    if (!trial) break;
    // Same number of sheets: keep it when the area is spread less evenly (sum of squares up), which
    // empties the weakest sheet step by step.
    if (trial.length < chosen.size || (trial.length === chosen.size && squares(trial) >= squares([...chosen].map((i) => sheets[i])))) {
      if (trial.length < chosen.size) improved = Date.now();
      sheets = sheets.filter((_, i) => !chosen.has(i)).concat(trial);
    }
  }
  return { sheets, steps };
}

/** `items` (some of the problem's) on at most `most` sheets, or null: a greedy start, then at most `maxSteps` of the neighbourhood search (until `until`). */
function packInto(problem: Problem, items: readonly Item[], most: number, until: number, rng: Rng, maxSteps: number): SheetLayout[] | null {
  const sub = subProblem(problem, items);
  const start = packSheetBySheet(sub, sub.items, fillers(sub.items, 8, rng, 0.3), Infinity, undefined, true)!;
  const sheets = start.length > most ? neighbourhoodSearch(sub, start, most, until, rng, maxSteps).sheets : start;
  return sheets.length > most ? null : sheets.map((layout) => withItems(layout, items));
}

function largestOffcut(layout: SheetLayout, kerf: number): number {
  let m = 0;
  for (const n of freeLeaves(layout.root)) m = Math.max(m, Math.max(0, n.l - kerf) * Math.max(0, n.w - kerf));
  return m;
}

/**
 * For each sheet, the layout of the same parts with the largest single offcut
 * and then the fewest cuts, over every filler. Sheets come fullest first.
 */
export function polish(problem: Problem, sheets: SheetLayout[], until: number): SheetLayout[] {
  const out = sheets.map((sheet) => {
    let best = sheet;
    if (Date.now() > until) return best;
    let bestOff = largestOffcut(sheet, problem.kerf);
    let bestCuts = countCuts(sheet.root);
    const n = sheet.items.length;
    if (n > 400) return best;
    for (const key of ORDERS) {
      const order = sortedBy(sheet.items, key);
      for (const fit of FITS) {
        for (const split of SPLITS) {
          const { layout, rest } = fillSheet(order, problem.binL, problem.binW, problem.kerf, { fit, split });
          if (rest.length) continue;
          const off = largestOffcut(layout, problem.kerf);
          const cuts = countCuts(layout.root);
          if (off > bestOff || (off === bestOff && cuts < bestCuts)) [best, bestOff, bestCuts] = [layout, off, cuts];
        }
      }
    }
    return best;
  });
  return out.sort((a, b) => b.area - a.area);
}
