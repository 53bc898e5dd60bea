/**
 * Column generation with diving (pattern-dive.ts) and its linear programme
 * (cover-lp.ts). The LP's answers are checked by LP duality, which needs no
 * second solver: the primal covers the demand, the duals price every pattern
 * at most 1, and both sides have the same value, so both are optimal. The dive
 * is checked on the workshop list where the neighbourhood search alone stops
 * one sheet above the bound.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import { solveCoverLp } from "@/lib/cutting/engine/cover-lp";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import { workshopInstances } from "../../bench/cutting/workshop";

describe("solveCoverLp", () => {
  it("solves a small cover by hand: two of the first pattern and one of the second", () => {
    // min x1 + x2 + x3 with 2·x1 + x3 ≥ 4 and 3·x2 + x3 ≥ 3: x = (2, 1, 0), value 3, duals (1/2, 1/3).
    const lp = solveCoverLp(
      [
        [2, 0],
        [0, 3],
        [1, 1],
      ],
      [4, 3],
    );
    expect(lp.value).toBeCloseTo(3, 9);
    expect(lp.x[0]).toBeCloseTo(2, 9);
    expect(lp.x[1]).toBeCloseTo(1, 9);
    expect(lp.x[2]).toBeCloseTo(0, 9);
    expect(lp.duals[0]).toBeCloseTo(1 / 2, 9);
    expect(lp.duals[1]).toBeCloseTo(1 / 3, 9);
  });

  it("prices patterns by their board: the cheaper mixed board wins over two dear ones", () => {
    // min 2·x1 + 2·x2 + 3·x3 with x1 + x3 ≥ 1 and x2 + x3 ≥ 1: one of the third pattern, value 3, duals summing to 3.
    const lp = solveCoverLp(
      [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      [1, 1],
      [2, 2, 3],
    );
    expect(lp.value).toBeCloseTo(3, 9);
    expect(lp.x[2]).toBeCloseTo(1, 9);
    expect(lp.duals[0] + lp.duals[1]).toBeCloseTo(3, 9);
  });

  it("answers a primal and a dual that prove each other optimal, with and without costs (property-based)", () => {
    const cover = fc
      .integer({ min: 1, max: 12 })
      .chain((types) =>
        fc.record({
          demand: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: types, maxLength: types }),
          patterns: fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: types, maxLength: types }), { minLength: 1, maxLength: 40 }),
          // Board prices (as the rack's, in thousands of paise), a few sizes so many patterns tie.
          prices: fc.option(fc.array(fc.constantFrom(130, 168, 192, 215), { minLength: 40 + types, maxLength: 40 + types })),
        }),
      )
      // Every type appears alone in some pattern, as it does in a plan (each part fits a sheet).
      .map(({ demand, patterns, prices }) => {
        const all = [...patterns, ...demand.map((_, t) => demand.map((__, u) => (u === t ? 1 : 0)))];
        return { demand, patterns: all, costs: prices ? all.map((_, i) => prices[i]) : undefined };
      });
    fc.assert(
      fc.property(cover, ({ demand, patterns, costs }) => {
        const { value, duals, x } = solveCoverLp(patterns, demand, costs);
        const cost = (i: number) => (costs ? costs[i] : 1);
        const tol = 1e-6 * (1 + value);
        for (const xp of x) expect(xp).toBeGreaterThanOrEqual(-tol);
        for (const pi of duals) expect(pi).toBeGreaterThanOrEqual(-tol);
        demand.forEach((d, t) => expect(patterns.reduce((s, p, i) => s + p[t] * x[i], 0)).toBeGreaterThanOrEqual(d - tol));
        patterns.forEach((p, i) => expect(p.reduce((s, a, t) => s + a * duals[t], 0)).toBeLessThanOrEqual(cost(i) + tol));
        expect(x.reduce((s, v, i) => s + cost(i) * v, 0)).toBeCloseTo(value, 6);
        expect(demand.reduce((s, d, t) => s + d * duals[t], 0)).toBeCloseTo(value, 6);
      }),
      { numRuns: 500 },
    );
  });

  it("ends on degenerate covers (many equal patterns, every type's demand met by several at once)", () => {
    // Copies of the same few patterns make most pivots gain nothing: the entering rule must turn to Bland's.
    const patterns = Array.from({ length: 300 }, (_, i) => [1 + (i % 3), (i % 2) * 2, 1, i % 5 === 0 ? 3 : 0]);
    patterns.push([1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]);
    const { value, x } = solveCoverLp(patterns, [6, 6, 6, 6]);
    expect(x.reduce((s, v) => s + v, 0)).toBeCloseTo(value, 9);
    expect(value).toBeGreaterThanOrEqual(2 - 1e-9); // a pattern holds at most 3 of the last type
  });
});

describe("the dive", () => {
  it("cuts the L-shaped kitchen from 11 sheets, its lower bound, where the neighbourhood search alone needs 12", () => {
    const { input } = workshopInstances.find((w) => w.name === "kitchen-l-shaped")!;
    // A step cap instead of a clock, so the check does not depend on the machine's load.
    const plan = planCuts(input, { timeLimitMs: 600_000, iterations: 400, seed: 1 });
    expect(verifyPlan(input, plan)).toEqual([]);
    expect(plan.summary.lowerBound).toBe(11);
    expect(plan.summary.sheets).toBe(11);
  });
});
