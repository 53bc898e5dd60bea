import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import { lowerBound } from "@/lib/cutting/engine/bounds";
import { buildProblem } from "@/lib/cutting/engine/items";
import type { PlanInput } from "@/lib/cutting/engine/types";
import { isGuillotine, verifyPlan } from "@/lib/cutting/engine/verify";
import { inEnglish } from "@/lib/i18n/refusal-text";

const sheet = { length: 2440, width: 1220, trim: 10 };
const fast = { timeLimitMs: 200 };

/** A job on the 8 x 4 ft sheet with a 4 mm kerf. */
const onSheet = (...parts: PlanInput["parts"]): PlanInput => ({ sheet, kerf: 4, parts });

function plan(input: PlanInput) {
  const p = planCuts(input, fast);
  expect(verifyPlan(input, p)).toEqual([]);
  return p;
}

describe("planCuts", () => {
  it("answers the issue's example with the contract's names", () => {
    const input = { sheet, kerf: 4, parts: [{ name: "Base side", length: 720, width: 560, quantity: 2, grain: true }] };
    const p = plan(input);
    expect(p.summary.sheets).toBe(1);
    expect(p.sheets[0].placements).toHaveLength(2);
    expect(p.sheets[0].placements[0]).toMatchObject({ part: 0, x: 10, y: 10, length: 720, width: 560, rotated: false });
    expect(p.summary.yield).toBeCloseTo((2 * 720 * 560) / (2440 * 1220), 3);
    expect(p.unplaced).toEqual([]);
  });

  it("tiles a sheet exactly when kerf and trim are 0", () => {
    const input = {
      sheet: { length: 2400, width: 1200, trim: 0 },
      kerf: 0,
      parts: [{ name: "Square", length: 600, width: 600, quantity: 8, grain: false }],
    };
    const p = plan(input);
    expect(p.summary.sheets).toBe(1);
    expect(p.summary.yield).toBe(1);
    expect(p.sheets[0].offcuts).toEqual([]);
  });

  it("needs a second sheet once the kerf is counted", () => {
    // Four 1200 × 600 panels fill 2400 × 1200 exactly; with a 4 mm kerf only three fit a sheet.
    const parts = [{ name: "Panel", length: 1200, width: 600, quantity: 4, grain: false }];
    expect(plan({ sheet: { length: 2400, width: 1200, trim: 0 }, kerf: 0, parts }).summary.sheets).toBe(1);
    expect(plan({ sheet: { length: 2400, width: 1200, trim: 0 }, kerf: 4, parts }).summary.sheets).toBe(2);
  });

  it("never turns a grain-locked part, and turns a free one when that is the only way it fits", () => {
    // 1100 × 2000: fits only turned (its length across the sheet's 1200 mm width would not).
    const free = plan({ sheet, kerf: 4, parts: [{ name: "Tall", length: 1100, width: 2000, quantity: 1, grain: false }] });
    expect(free.sheets[0].placements[0]).toMatchObject({ rotated: true, length: 2000, width: 1100 });
    const locked = plan({ sheet, kerf: 4, parts: [{ name: "Tall", length: 1100, width: 2000, quantity: 1, grain: true }] });
    expect(locked.sheets).toEqual([]);
    expect(locked.unplaced.map((u) => ({ ...u, reason: inEnglish(u.reason) }))).toEqual([
      { part: 0, quantity: 1, reason: expect.stringContaining("grain-locked") },
    ]);
  });

  it("reports every copy of a part that cannot fit, and still plans the rest", () => {
    const input = onSheet(
      { name: "Shelf", length: 800, width: 300, quantity: 3, grain: false },
      { name: "Counter", length: 3000, width: 600, quantity: 2, grain: false },
    );
    const p = plan(input);
    expect(p.unplaced.map((u) => ({ ...u, reason: inEnglish(u.reason) }))).toEqual([
      { part: 1, quantity: 2, reason: expect.stringContaining("2420 × 1200 mm") },
    ]);
    expect(p.sheets.flatMap((s) => s.placements)).toHaveLength(3);
  });

  it("handles an empty list and sizes with one decimal", () => {
    expect(plan({ sheet, kerf: 4, parts: [] }).summary).toMatchObject({ sheets: 0, yield: 0, cuts: 0 });
    // Two 1205 mm strips side by side need 2 × 1205 + 3.2 = 2413.2 mm of the 2420 mm usable length.
    const p = plan({ sheet, kerf: 3.2, parts: [{ name: "Strip", length: 1205, width: 99.5, quantity: 22, grain: true }] });
    expect(p.summary.sheets).toBe(1);
    expect(p.sheets[0].placements.some((pl) => pl.x === 10 + 1205 + 3.2)).toBe(true);
  });

  it("lists the cut sequence: trims first, then stage by stage, each cut edge to edge of its piece", () => {
    const p = plan({ sheet, kerf: 4, parts: [{ name: "Side", length: 720, width: 560, quantity: 4, grain: true }] });
    const cuts = p.sheets[0].cuts;
    expect(cuts.map((c) => c.seq)).toEqual(cuts.map((_, i) => i + 1));
    expect(cuts.slice(0, 4).every((c) => c.kind === "trim" && c.stage === 0)).toBe(true);
    const stages = cuts.map((c) => c.stage);
    expect([...stages].sort((a, b) => a - b)).toEqual(stages);
    expect(cuts.every((c) => c.x1 === c.x2 || c.y1 === c.y2)).toBe(true);
    expect(p.summary.cuts).toBe(cuts.length);
    expect(p.summary.cutLength).toBeGreaterThan(0);
  });

  it("reports a reusable offcut at least 300 × 300 mm, largest first", () => {
    const p = plan({ sheet, kerf: 4, parts: [{ name: "Side", length: 720, width: 560, quantity: 1, grain: true }] });
    // The largest rectangle one part at the corner can leave: the full width beside it.
    expect(p.sheets[0].offcuts[0]).toMatchObject({ length: 2420 - 724, width: 1200 });
    for (const o of p.sheets[0].offcuts) expect(Math.min(o.length, o.width)).toBeGreaterThanOrEqual(300);
  });

  it("finds the optimum of a kitchen mix that a greedy packer misses (6 sheets, the area bound)", () => {
    const input = onSheet(
      { name: "Base side", length: 720, width: 560, quantity: 12, grain: true },
      { name: "Shelf", length: 764, width: 540, quantity: 10, grain: false },
      { name: "Shutter", length: 715, width: 397, quantity: 14, grain: true },
      { name: "Back", length: 800, width: 700, quantity: 4, grain: false },
    );
    // A step cap instead of a clock, so the check does not depend on the machine's load.
    const p = planCuts(input, { timeLimitMs: 600_000, iterations: 3000, seed: 2 });
    expect(verifyPlan(input, p)).toEqual([]);
    expect(p.summary.lowerBound).toBe(6);
    expect(p.summary.sheets).toBe(6);
  });
});

describe("lowerBound", () => {
  it("counts parts that cannot share a sheet", () => {
    const parts = [{ name: "Big", length: 1300, width: 700, quantity: 3, grain: true }];
    expect(lowerBound(buildProblem({ sheet, kerf: 4, parts }))).toBe(3);
  });
});

describe("verifyPlan", () => {
  const input = { sheet, kerf: 4, parts: [{ name: "A", length: 500, width: 500, quantity: 2, grain: true }] };
  const good = planCuts(input, fast);

  it("catches overlap, a turned grain-locked part, a part off the sheet and a missing copy", () => {
    const bad = structuredClone(good);
    const [a, b] = bad.sheets[0].placements;
    b.x = a.x + 2;
    b.y = a.y;
    expect(verifyPlan(input, bad).join("\n")).toMatch(/closer than one kerf/);
    const turned = structuredClone(good);
    turned.sheets[0].placements[0].rotated = true;
    expect(verifyPlan(input, turned).join("\n")).toMatch(/grain-locked part 0 is turned/);
    const off = structuredClone(good);
    off.sheets[0].placements[0].x = 2000;
    expect(verifyPlan(input, off).join("\n")).toMatch(/outside the trimmed sheet/);
    const missing = structuredClone(good);
    missing.sheets[0].placements.pop();
    expect(verifyPlan(input, missing).join("\n")).toMatch(/1 placed or reported, 2 asked/);
  });

  it("recognises a pinwheel as not guillotine-cuttable", () => {
    const pinwheel = [
      { x: 0, y: 0, l: 2, w: 1 },
      { x: 2, y: 0, l: 1, w: 2 },
      { x: 1, y: 2, l: 2, w: 1 },
      { x: 0, y: 1, l: 1, w: 2 },
    ];
    expect(isGuillotine(pinwheel, 0)).toBe(false);
    expect(
      isGuillotine(
        [
          { x: 0, y: 0, l: 1, w: 1 },
          { x: 1, y: 0, l: 1, w: 1 },
        ],
        0,
      ),
    ).toBe(true);
    expect(
      isGuillotine(
        [
          { x: 0, y: 0, l: 1, w: 1 },
          { x: 1, y: 0, l: 1, w: 1 },
        ],
        0.5,
      ),
    ).toBe(false);
  });
});
