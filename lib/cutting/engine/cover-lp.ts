/**
 * The linear relaxation of "cover every part type's demand with the fewest
 * sheet patterns" (or the cheapest, when the patterns are cut from boards of
 * different prices): minimise Σ c_p · x_p subject to Σ_p a_tp · x_p ≥ d_t and
 * x ≥ 0, where a_tp is how many parts of type t pattern p holds and c_p its
 * cost (1 by default).
 *
 * Solved as its dual, max Σ d_t · π_t subject to Σ_t a_tp · π_t ≤ c_p for every
 * pattern and π ≥ 0, whose all-slack start is feasible, so the simplex needs
 * no first phase. A condensed (Tucker) tableau keeps one row per pattern and
 * one column per part type: a few hundred by a few dozen numbers. The most
 * negative reduced cost enters until degenerate pivots pile up, then Bland's
 * rule, so degenerate steps cannot cycle. The answer gives both
 * sides: the duals π (what one part of each type is worth, for pricing new
 * patterns) and the primal x (how much of each pattern the relaxation uses).
 */

const EPS = 1e-9;
/** Pivots in a row that leave the objective where it was before the entering rule turns to Bland's. */
const DEGENERATE_STREAK = 20;

export interface CoverLp {
  /** The relaxation's optimum: a lower bound on the patterns needed, for these patterns. */
  value: number;
  /** Per part type: its dual value. */
  duals: number[];
  /** Per pattern: its share of the optimum. */
  x: number[];
}

/**
 * `patterns[p][t]`: parts of type t in pattern p; `costs[p]` (positive): its cost. Every type with demand must
 * appear in some pattern.
 */
export function solveCoverLp(patterns: readonly (readonly number[])[], demand: readonly number[], costs?: readonly number[]): CoverLp {
  const P = patterns.length;
  const T = demand.length;
  const m = patterns.map((p) => Float64Array.from(p));
  const rhs = costs ? Float64Array.from(costs) : new Float64Array(P).fill(1);
  // The objective row: reduced costs of the non-basic columns (max problem, so negative means "enter").
  const cost = Float64Array.from(demand, (d) => -d);
  let value = 0;
  // Variables 0..T-1 are the duals π_t; T + p is the slack of pattern p's row.
  const rowVar = Array.from({ length: P }, (_, i) => T + i);
  const colVar = Array.from({ length: T }, (_, j) => j);
  // The most negative reduced cost enters (few pivots), until DEGENERATE_STREAK pivots in a row gain nothing;
  // from then on Bland's rule, which cannot cycle and ends in at most C(P + T, T) pivots (in practice a few
  // times T). The cap is a guard.
  let bland = false;
  let streak = 0;
  for (let pivots = 0; pivots < 50 * (P + T); pivots++) {
    let j = -1;
    for (let c = 0; c < T; c++) if (cost[c] < -EPS && (j < 0 || (bland ? colVar[c] < colVar[j] : cost[c] < cost[j]))) j = c;
    if (j < 0) break;
    let r = -1;
    let ratio = Infinity;
    for (let i = 0; i < P; i++) {
      if (m[i][j] <= EPS) continue;
      const q = rhs[i] / m[i][j];
      if (q < ratio - 1e-12 || (q <= ratio + 1e-12 && rowVar[i] < rowVar[r])) [ratio, r] = [q, i];
    }
    // Unbounded: some type with demand is in no pattern. The caller never asks that.
    if (r < 0) throw new Error("a part type with demand is in no pattern");
    const piv = m[r][j];
    const pr = m[r];
    for (let c = 0; c < T; c++) if (c !== j) pr[c] /= piv;
    rhs[r] /= piv;
    pr[j] = 1 / piv;
    for (let i = 0; i < P; i++) {
      const f = m[i][j];
      if (i === r || f === 0) continue;
      const pi = m[i];
      for (let c = 0; c < T; c++) if (c !== j) pi[c] -= f * pr[c];
      rhs[i] -= f * rhs[r];
      pi[j] = -f / piv;
    }
    const f = cost[j];
    for (let c = 0; c < T; c++) if (c !== j) cost[c] -= f * pr[c];
    if (rhs[r] > EPS) streak = 0;
    else if (++streak >= DEGENERATE_STREAK) bland = true;
    value -= f * rhs[r];
    cost[j] = -f / piv;
    [rowVar[r], colVar[j]] = [colVar[j], rowVar[r]];
  }
  const duals = new Array<number>(T).fill(0);
  for (let i = 0; i < P; i++) if (rowVar[i] < T) duals[rowVar[i]] = rhs[i];
  const x = new Array<number>(P).fill(0);
  for (let c = 0; c < T; c++) if (colVar[c] >= T) x[colVar[c] - T] = cost[c];
  return { value, duals, x };
}
