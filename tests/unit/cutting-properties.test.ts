import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import type { PlanInput } from "@/lib/cutting/engine/types";

/** Sizes in mm with at most one decimal, as the API allows. */
const mm = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((v) => v / 10);

const instance: fc.Arbitrary<PlanInput> = fc
  .record({
    length: mm(300, 3660),
    width: mm(200, 1830),
    trim: fc.oneof(fc.constant(0), fc.constant(10), mm(0, 40)),
    kerf: fc.oneof(fc.constant(0), fc.constant(4), mm(0, 8)),
  })
  .chain(({ length, width, trim, kerf }) =>
    fc.record({
      sheet: fc.constant({ length, width, trim }),
      kerf: fc.constant(kerf),
      parts: fc.array(
        fc.record({
          name: fc.constantFrom("Side", "Shelf", "Door", "Back", "Top"),
          // Mostly parts that fit; now and then one that cannot, to exercise `unplaced`.
          length: fc.oneof({ weight: 9, arbitrary: mm(1, length) }, { weight: 1, arbitrary: mm(1, 4000) }),
          width: fc.oneof({ weight: 9, arbitrary: mm(1, width) }, { weight: 1, arbitrary: mm(1, 2000) }),
          quantity: fc.integer({ min: 1, max: 6 }),
          grain: fc.boolean(),
        }),
        { minLength: 0, maxLength: 12 },
      ),
    }),
  );

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
