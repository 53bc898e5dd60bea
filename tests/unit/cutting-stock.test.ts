/**
 * Plans on several board sizes (planStock, issue 18 part 2): every plan is
 * sound on the board it names, never uses a row more often than its quantity,
 * costs exactly the sum of its boards' prices, and never costs more than the
 * plan on any one unlimited size; free leftover pieces are used first.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts, planStock } from "@/lib/cutting/engine";
import { SHEET_CHARGE, stockInstances } from "../../bench/cutting/stock";
import { batchSets } from "../../bench/cutting/batches";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import { stockInstance as instance } from "./helpers/cutting-arbitraries";
import { inEnglish } from "@/lib/i18n/refusal-text";

/** Step caps inside a generous time limit: the clock never ends one run sooner than another. */
const steps = { timeLimitMs: 60_000, seed: 3, iterations: 30 };

describe("planStock invariants (property-based)", () => {
  it("every sheet is sound on its own row; quantities are never exceeded; the cost is the sum of the prices", () => {
    fc.assert(
      fc.property(instance, fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        const plan = planStock(input, { timeLimitMs: 5, seed });
        expect(verifyPlan(input, plan)).toEqual([]);
        expect(plan.summary.cost).toBe(plan.sheets.reduce((c, s) => c + input.stock[s.stock!].price, 0));
        expect(plan.summary.sheets).toBeGreaterThanOrEqual(plan.summary.lowerBound);
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it("never costs more than the plan on any one unlimited size that takes every part", () => {
    fc.assert(
      fc.property(instance, (input) => {
        const plan = planStock(input, steps);
        input.stock.forEach((r) => {
          if (r.quantity !== null) return;
          const single = planCuts({ sheet: r, kerf: input.kerf, parts: input.parts }, steps);
          if (single.unplaced.length || plan.unplaced.length) return;
          expect(plan.summary.cost).toBeLessThanOrEqual(single.summary.sheets * r.price);
        });
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("equal inputs and seeds give equal plans", () => {
    fc.assert(
      fc.property(instance, (input) => {
        expect(planStock(input, steps)).toEqual(planStock(input, steps));
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe("planStock on the issue's rack", () => {
  const eightByFour = { label: "8x4", length: 2440, width: 1220, trim: 10, price: 2150, quantity: null };
  const offcut = { label: "Offcut 1200x600", length: 1200, width: 600, trim: 0, price: 0, quantity: 1 };
  const side = (quantity: number) => ({ name: "Side", length: 720, width: 560, quantity, grain: true });

  it("answers the issue's example: each sheet names its row, the summary its cost", () => {
    const plan = planStock({ stock: [eightByFour, offcut], kerf: 4, parts: [side(4)] }, { timeLimitMs: 200 });
    expect(plan.sheets.map((s) => s.stock)).toEqual([0]);
    expect(plan.summary.cost).toBe(2150);
  });

  it("puts the part that does not fit the board on the free leftover instead of buying a second board", () => {
    // Six sides fill one 8x4 (3 along, 2 across); the seventh goes on the free piece.
    const plan = planStock({ stock: [eightByFour, offcut], kerf: 4, parts: [side(7)] }, { timeLimitMs: 300 });
    expect(plan.summary.cost).toBe(2150);
    expect(plan.sheets.map((s) => s.stock).sort()).toEqual([0, 1]);
    expect(plan.sheets.find((s) => s.stock === 1)!.placements).toHaveLength(1);
  });

  it("mixes sizes to pay less: ten sides on one 8x4 and one 6x4", () => {
    const sixByFour = { label: "6x4", length: 1830, width: 1220, trim: 10, price: 1700, quantity: null };
    // An 8x4 holds 6 sides (3 along, 2 across), a 6x4 holds 4. For 10 sides one of each (3850) beats
    // two 8x4 (4300) and three 6x4 (5100).
    const plan = planStock({ stock: [eightByFour, sixByFour], kerf: 4, parts: [side(10)] }, { timeLimitMs: 300 });
    expect(plan.summary.cost).toBe(2150 + 1700);
    expect(plan.sheets.map((s) => s.stock).sort()).toEqual([0, 1]);
  });

  it("never uses a row more often than it exists, and says why a part is left out", () => {
    const one = { ...eightByFour, quantity: 1 };
    const plan = planStock({ stock: [one], kerf: 4, parts: [side(8)] }, { timeLimitMs: 200 });
    expect(plan.sheets).toHaveLength(1);
    expect(plan.unplaced.map((u) => ({ ...u, reason: inEnglish(u.reason) }))).toEqual([
      { part: 0, quantity: 2, reason: expect.stringMatching(/No board of a size it fits is left/) },
    ]);
    const huge = planStock(
      { stock: [eightByFour, offcut], kerf: 4, parts: [{ name: "Top", length: 3000, width: 600, quantity: 1, grain: true }] },
      { timeLimitMs: 50 },
    );
    expect(inEnglish(huge.unplaced[0].reason)).toMatch(
      /^Larger than every board in the stock \(usable after trimming: 2420 × 1200 mm, 1200 × 600 mm\); it is grain-locked/,
    );
    expect(huge.summary).toMatchObject({ sheets: 0, cost: 0 });
  });

  it("keeps grain-locked parts along each board's length", () => {
    const narrow = { label: "8x3", length: 2440, width: 915, trim: 10, price: 1500, quantity: null };
    const input = { stock: [narrow, offcut], kerf: 4, parts: [{ name: "Shutter", length: 1100, width: 450, quantity: 5, grain: true }] };
    const plan = planStock(input, { timeLimitMs: 200 });
    expect(verifyPlan(input, plan)).toEqual([]);
    expect(plan.sheets.flatMap((s) => s.placements).every((p) => !p.rotated)).toBe(true);
  });
});

/**
 * The benchmark's jobs at the boards' prices alone (the figures below were PackingSolver's on those): the benchmark
 * itself now adds the per-sheet charge to every board (issue 36), reported in docs/PERFORMANCE.md.
 */
const priceOnly = (name: string) => {
  const input = stockInstances.find((s) => s.name === name)!.input;
  return { ...input, stock: input.stock.map((b) => ({ ...b, price: b.price - SHEET_CHARGE })) };
};

describe("the rack's jobs against PackingSolver (bench/cutting/stock.ts)", () => {
  // A step cap with a generous time limit: the same plan on any machine.
  const plan = (name: string) => planStock(priceOnly(name), { timeLimitMs: 60_000, seed: 1, iterations: 300 });
  const boards = (name: string) => {
    const input = priceOnly(name);
    return plan(name).sheets.map((s) => input.stock[s.stock!].label);
  };

  it("ends the straight kitchen on a cheaper board: five dense 8x4 and a 7x4, not six 8x4 (PackingSolver's price)", () => {
    expect(plan("kitchen-straight-3m/rack").summary.cost).toBe(1_267_000);
    expect(boards("kitchen-straight-3m/rack").sort()).toEqual(["7x4", "8x4", "8x4", "8x4", "8x4", "8x4"]);
  });

  it("prices the wardrobe below PackingSolver's 5 s plan by choosing whole boards (column generation with diving)", () => {
    // PackingSolver: 1,534,000 on the rack, 1,365,000 with the leftovers; the neighbourhood search alone, under
    // this cap, 1,602,000 and 1,365,000.
    for (const [name, theirs] of [
      ["wardrobe-3-door/rack", 1_534_000],
      ["wardrobe-3-door/rack+leftovers", 1_365_000],
    ] as const) {
      const input = priceOnly(name);
      const ours = plan(name);
      expect(verifyPlan(input, ours)).toEqual([]);
      expect(ours.summary.cost).toBeLessThan(theirs);
    }
  });

  it("fills the customer's four leftovers first, then five 8x4 (PackingSolver's price)", () => {
    const used = boards("kitchen-straight-3m/rack+leftovers");
    expect(used.filter((l) => l.startsWith("Offcut"))).toHaveLength(4);
    expect(used.filter((l) => l === "8x4")).toHaveLength(5);
    expect(plan("kitchen-straight-3m/rack+leftovers").summary.cost).toBe(1_075_000);
  });
});

describe("a day's small orders cut together (bench/cutting/batches.ts)", () => {
  it("packs the 11- and 15-order sets tighter with the beam searches on the best-value board", () => {
    // Lists of many part sizes on more than nine boards. Under this step cap, the search without the beam
    // searches (before stop 48) gave 3,421,000 and 3,328,000 paise.
    for (const [name, most] of [
      ["11 orders", 3_352_000],
      ["15 orders", 3_243_000],
    ] as const) {
      const input = batchSets.find((b) => b.name === name)!.union;
      const plan = planStock(input, { timeLimitMs: 60_000, seed: 1, iterations: 200 });
      expect(verifyPlan(input, plan), name).toEqual([]);
      expect(plan.summary.cost, name).toBeLessThanOrEqual(most);
    }
  });
});
