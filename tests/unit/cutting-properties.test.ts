import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import { sheetInstance as instance } from "./helpers/cutting-arbitraries";

describe("planCuts invariants (property-based)", () => {
  it("every plan is guillotine-cuttable, kerf-spaced, inside the trimmed sheet, complete, and keeps grain", () => {
    fc.assert(
      fc.property(instance, fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        const plan = planCuts(input, { timeLimitMs: 5, seed });
        expect(verifyPlan(input, plan)).toEqual([]);
        expect(plan.summary.sheets).toBeGreaterThanOrEqual(plan.summary.lowerBound);
        expect(plan.summary.yield).toBeGreaterThanOrEqual(0);
        expect(plan.summary.yield).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1500 },
    );
  }, 120_000);

  it("equal inputs and seeds give equal plans", () => {
    fc.assert(
      fc.property(instance, (input) => {
        // A step cap well inside a generous time limit: the clock cannot end one run sooner than the other.
        const options = { timeLimitMs: 60_000, seed: 7, iterations: 20 };
        expect(planCuts(input, options)).toEqual(planCuts(input, options));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
