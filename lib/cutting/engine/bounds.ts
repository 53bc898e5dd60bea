/**
 * Lower bounds on the number of sheets from dual-feasible functions (DFFs), the
 * family behind Martello–Vigo's L2 bound for two-dimensional bin packing
 * (Fekete & Schepers 2004; Clautiaux, Alves & Valério de Carvalho 2010).
 *
 * A DFF f maps [0, 1] to [0, 1] so that sizes adding up to at most 1 still add
 * up to at most 1 after f. With one DFF per direction, the products
 * f(a / L) · g(b / W) of the items packed in one sheet add up to at most 1
 * (even for non-guillotine packings), so the sum over all items, rounded up,
 * bounds the number of sheets. A part free to turn counts with the cheaper of
 * its allowed orientations, which keeps the bound valid with rotation.
 *
 * Works on the kerf-inflated problem (items.ts), where the reduction is exact.
 */
import type { Problem } from "./items";

/** A DFF on integer sizes 0..C, returning a value in [0, 1]. */
type Dff = (a: number, C: number) => number;

/** Martello–Vigo style: large items count whole, small ones vanish, the rest as they are. */
function fEps(e: number): Dff {
  return (a, C) => (a > C - e ? 1 : a < e ? 0 : a / C);
}

/** Fekete–Schepers u^(k): rounds (k + 1)·x down to a multiple of 1/k unless it is whole. */
function uK(k: number): Dff {
  return (a, C) => (((k + 1) * a) % C === 0 ? a / C : Math.floor(((k + 1) * a) / C) / k);
}

const identity: Dff = (a, C) => a / C;

/** Candidate DFFs for one direction: thresholds at the item sizes up to half the sheet, spread evenly. */
function candidates(sizes: number[], C: number, most: number): Dff[] {
  const small = [...new Set(sizes.filter((s) => s > 0 && 2 * s <= C))].sort((a, b) => a - b);
  const out: Dff[] = [identity, uK(1), uK(2), uK(3), uK(4)];
  const step = Math.max(1, small.length / most);
  for (let i = 0; i < small.length; i += step) out.push(fEps(small[Math.floor(i)]));
  if (small.length) out.push(fEps(small[small.length - 1]));
  return out;
}

interface Kind {
  l: number;
  w: number;
  turnable: boolean;
  count: number;
}

/**
 * The best DFF bound over a grid of candidate functions. Costs about
 * (candidates)² × (distinct part sizes) steps: milliseconds, even for 2,000 distinct parts.
 */
export function dffLowerBound(problem: Problem, most?: number): number {
  const { binL: L, binW: W } = problem;
  const byKey = new Map<string, Kind>();
  for (const it of problem.items) {
    const key = `${it.l}x${it.w}x${it.turnable ? 1 : 0}`;
    const k = byKey.get(key);
    if (k) k.count++;
    else byKey.set(key, { l: it.l, w: it.w, turnable: it.turnable, count: 1 });
  }
  const kinds = [...byKey.values()];
  if (!kinds.length) return 0;
  // Orientation A: as given; B: turned. A part that cannot turn (or cannot fit one way) repeats the
  // orientation it can take, so min(A, B) below always picks an allowed one.
  const n = kinds.length;
  const aX = new Float64Array(n);
  const aY = new Float64Array(n);
  const bX = new Float64Array(n);
  const bY = new Float64Array(n);
  const count = new Float64Array(n);
  const xs: number[] = [];
  const ys: number[] = [];
  kinds.forEach((k, t) => {
    const upright = k.l <= L && k.w <= W;
    const turned = k.turnable && k.w <= L && k.l <= W;
    [aX[t], aY[t]] = upright ? [k.l, k.w] : [k.w, k.l];
    [bX[t], bY[t]] = turned ? [k.w, k.l] : [aX[t], aY[t]];
    count[t] = k.count;
    xs.push(aX[t], bX[t]);
    ys.push(aY[t], bY[t]);
  });
  // Fewer thresholds for long lists of distinct sizes keep the grid at about a million steps.
  const m = most ?? (n > 400 ? 12 : 20);
  const fx = candidates(xs, L, m);
  const fy = candidates(ys, W, m);
  // Each function's values on each kind's sizes, flattened: row i holds candidate i.
  const table = (fs: Dff[], sizes: Float64Array, C: number) => {
    const out = new Float64Array(fs.length * n);
    fs.forEach((f, i) => {
      for (let t = 0; t < n; t++) out[i * n + t] = f(sizes[t], C);
    });
    return out;
  };
  const vaX = table(fx, aX, L);
  const vbX = table(fx, bX, L);
  const vaY = table(fy, aY, W);
  const vbY = table(fy, bY, W);
  let best = 0;
  for (let i = 0; i < fx.length; i++) {
    const oi = i * n;
    for (let j = 0; j < fy.length; j++) {
      const oj = j * n;
      let sum = 0;
      for (let t = 0; t < n; t++) {
        const a = vaX[oi + t] * vaY[oj + t];
        const b = vbX[oi + t] * vbY[oj + t];
        sum += (a < b ? a : b) * count[t];
      }
      // The tolerance keeps float error from ever lifting the bound past the truth.
      const bound = Math.ceil(sum - 1e-6);
      if (bound > best) best = bound;
    }
  }
  return best;
}

/**
 * A lower bound on the number of sheets: the largest of the dual-feasible
 * function bounds (bounds.ts), the area bound and the number of "big" items, no two of which can share a sheet (each is longer
 * than half the bin in both directions, in every orientation it may take).
 */
export function lowerBound(problem: Problem): number {
  const { items, binL, binW } = problem;
  if (!items.length) return 0;
  let area = 0;
  let big = 0;
  let bigArea = 0;
  for (const it of items) {
    area += it.area;
    const upright = it.l * 2 > binL && it.w * 2 > binW;
    const turned = !it.turnable || (it.w * 2 > binL && it.l * 2 > binW) || it.w > binL || it.l > binW;
    if (upright && turned) {
      big++;
      bigArea += it.area;
    }
  }
  const binArea = binL * binW;
  const areaBound = Math.ceil(area / binArea - 1e-9);
  // Big items each take a sheet of their own; the rest can at best fill what the big ones leave.
  const rest = Math.max(0, area - bigArea - (big * binArea - bigArea));
  return Math.max(areaBound, big + Math.ceil(rest / binArea - 1e-9), dffLowerBound(problem));
}
