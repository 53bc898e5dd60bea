import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import { dffLowerBound, lowerBound } from "@/lib/cutting/engine/bounds";
import { buildProblem } from "@/lib/cutting/engine/items";
import type { PlanInput } from "@/lib/cutting/engine/types";
import { verifyPlan } from "@/lib/cutting/engine/verify";

const square = { length: 1000, width: 1000, trim: 0 };

describe("dffLowerBound", () => {
  it("sees that three grain-locked 600 × 400 parts need two sheets, where the area bound says one", () => {
    const input: PlanInput = { sheet: square, kerf: 0, parts: [{ name: "Door", length: 600, width: 400, quantity: 3, grain: true }] };
    expect(dffLowerBound(buildProblem(input))).toBe(2);
    const plan = planCuts(input, { timeLimitMs: 50 });
    expect(verifyPlan(input, plan)).toEqual([]);
    expect(plan.summary).toMatchObject({ sheets: 2, lowerBound: 2 });
  });

  it("allows for turning: the same parts free to turn share one sheet", () => {
    const input: PlanInput = { sheet: square, kerf: 0, parts: [{ name: "Door", length: 600, width: 400, quantity: 3, grain: false }] };
    expect(lowerBound(buildProblem(input))).toBe(1);
    const plan = planCuts(input, { timeLimitMs: 50 });
    expect(verifyPlan(input, plan)).toEqual([]);
    expect(plan.summary.sheets).toBe(1);
  });

  it("counts the kerf: four 500 × 500 parts fill a 1000 mm square without it and need four sheets with it", () => {
    const parts = [{ name: "Square", length: 500, width: 500, quantity: 4, grain: false }];
    expect(lowerBound(buildProblem({ sheet: square, kerf: 0, parts }))).toBe(1);
    // 500 + 4 + 500 > 1000: no two fit side by side in either direction.
    expect(lowerBound(buildProblem({ sheet: square, kerf: 4, parts }))).toBe(4);
  });

  it("is never above the sheets of a plan (any packing proves an upper bound)", () => {
    const mm = (min: number, max: number) => fc.integer({ min, max });
    fc.assert(
      fc.property(
        fc.record({ L: mm(100, 3660), W: mm(100, 1830), kerf: fc.constantFrom(0, 3, 4) }),
        fc.array(
          fc.record({
            l: fc.double({ min: 0.05, max: 1, noNaN: true }),
            w: fc.double({ min: 0.05, max: 1, noNaN: true }),
            q: mm(1, 5),
            grain: fc.boolean(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        ({ L, W, kerf }, raw) => {
          const input: PlanInput = {
            sheet: { length: L, width: W, trim: 0 },
            kerf,
            parts: raw.map((p, i) => ({
              name: `p${i}`,
              length: Math.max(1, Math.round(p.l * L)),
              width: Math.max(1, Math.round(p.w * W)),
              quantity: p.q,
              grain: p.grain,
            })),
          };
          const plan = planCuts(input, { timeLimitMs: 5 });
          expect(dffLowerBound(buildProblem(input))).toBeLessThanOrEqual(plan.summary.sheets);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
