import { said } from "@/lib/i18n/refusal";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts, planStock } from "@/lib/cutting/engine";
import { adoptPlan } from "@/lib/cutting/engine/adopt";
import type { Plan, PlanInput, StockPlanInput } from "@/lib/cutting/engine/types";
import { pagePlansOf } from "@/lib/cutting/list/page-plans";
import type { CutList } from "@/lib/cutting/list/types";
import { sheetInstance, stockInstance } from "./helpers/cutting-arbitraries";

/** Step caps inside a generous time limit: the same plan on any machine. */
const capped = { timeLimitMs: 60_000, seed: 5, iterations: 30 };

const kitchen: PlanInput = {
  sheet: { length: 2440, width: 1220, trim: 10 },
  kerf: 4,
  parts: [
    { name: "Side", length: 720, width: 560, quantity: 6, grain: true },
    { name: "Shelf", length: 564, width: 540, quantity: 5, grain: false },
    { name: "Door", length: 716, width: 297, quantity: 6, grain: true },
  ],
};

const rack: StockPlanInput = {
  stock: [
    { label: "Offcut", length: 900, width: 700, trim: 0, price: 0, quantity: 1 },
    { label: "8x4", length: 2440, width: 1220, trim: 10, price: 215_000, quantity: null },
    { label: "6x3", length: 1830, width: 915, trim: 10, price: 130_000, quantity: 2 },
  ],
  kerf: 4,
  parts: kitchen.parts,
};

const copy = <T>(v: T): T => structuredClone(v);

describe("adoptPlan: the page's plan taken as the server's own", () => {
  /** The optimiser's own plan is adopted exactly as it is, unless it left a part out. */
  function adoptsItsOwn(input: PlanInput | StockPlanInput, plan: Plan) {
    const adopted = adoptPlan(input, copy(plan));
    if (plan.unplaced.length) expect(adopted).toBeNull();
    else expect(adopted).toEqual(plan);
  }

  it("takes every sound plan of the optimiser as it is, figures and all (property-based, one size)", () => {
    fc.assert(
      fc.property(sheetInstance, (input) => adoptsItsOwn(input, planCuts(input, capped))),
      { numRuns: 300 },
    );
  }, 60_000);

  it("takes every sound plan of the optimiser as it is, figures and all (property-based, a rack)", () => {
    fc.assert(
      fc.property(stockInstance, (input) => adoptsItsOwn(input, planStock(input, capped))),
      { numRuns: 150 },
    );
  }, 60_000);

  it("works the figures out itself: a claimed summary or yield is not believed", () => {
    const plan = planStock(rack, capped);
    const claimed: Plan = copy(plan);
    claimed.summary = { ...claimed.summary, cost: 1, sheets: 1, lowerBound: 99, yield: 1 };
    claimed.sheets[0].yield = 1;
    expect(adoptPlan(rack, claimed)).toEqual(plan);
  });

  it("takes a sound plan that is worse than the optimiser's: the customer orders what they saw", () => {
    // Two of each part, each part type on a board of its own: valid, three boards where one takes them all.
    const small: PlanInput = { ...kitchen, parts: kitchen.parts.map((p) => ({ ...p, quantity: 2 })) };
    const sheets = small.parts.flatMap((part, i) =>
      planCuts({ ...small, parts: [part] }, capped).sheets.map((s) => ({ ...s, placements: s.placements.map((p) => ({ ...p, part: i })) })),
    );
    const adopted = adoptPlan(small, { sheets, unplaced: [] });
    expect(adopted?.summary.sheets).toBe(3);
    expect(planCuts(small, capped).summary.sheets).toBe(1);
  });

  describe("refuses a plan that does not hold up", () => {
    const plan = planStock(rack, capped);
    const refused = (change: (p: Plan) => void) => {
      const claimed = copy(plan);
      change(claimed);
      return adoptPlan(rack, claimed);
    };
    it("a part moved onto another", () =>
      expect(
        refused((p) => {
          const [a, b] = p.sheets.find((s) => s.placements.length > 1)!.placements;
          Object.assign(b, { x: a.x, y: a.y });
        }),
      ).toBeNull());
    it("a part left out, or said not to fit", () => {
      expect(refused((p) => p.sheets[p.sheets.length - 1].placements.pop())).toBeNull();
      expect(refused((p) => p.unplaced.push({ part: 0, quantity: 1, reason: said("stockUsedUp") }))).toBeNull();
    });
    it("a part of another size, or a grain-locked part turned", () => {
      expect(refused((p) => (p.sheets[0].placements[0].length -= 1))).toBeNull();
      expect(
        refused((p) => {
          const side = p.sheets.flatMap((s) => s.placements).find((x) => x.part === 0)!;
          Object.assign(side, { rotated: true, length: side.width, width: side.length });
        }),
      ).toBeNull();
    });
    it("a board of another row (the free offcut instead of an 8x4), or a limited row used too often", () => {
      expect(refused((p) => (p.sheets.find((s) => s.stock === 1)!.stock = 0))).toBeNull();
      expect(refused((p) => p.sheets.push(...p.sheets.filter((s) => s.stock === 1).map((s) => ({ ...copy(s), stock: 0 }))))).toBeNull();
      expect(refused((p) => (p.sheets[0].stock = 7))).toBeNull();
    });
    it("an empty board, or a board with a missing cut", () => {
      expect(refused((p) => p.sheets.push({ stock: 1, placements: [], cuts: [], offcuts: [], yield: 0 }))).toBeNull();
      expect(
        refused((p) =>
          p.sheets[0].cuts.splice(
            p.sheets[0].cuts.findIndex((c) => c.kind !== "trim"),
            1,
          ),
        ),
      ).toBeNull();
    });
    it("an offcut that is not there: on a part, across a cut, too small, or twice", () => {
      const sheet = plan.sheets.findIndex((s) => s.offcuts.length > 0);
      expect(sheet).toBeGreaterThanOrEqual(0);
      const { x, y, length, width } = plan.sheets[sheet].placements[0];
      expect(refused((p) => p.sheets[sheet].offcuts.push({ x, y, length: Math.max(300, length), width: Math.max(300, width) }))).toBeNull();
      expect(refused((p) => p.sheets[sheet].offcuts.push({ ...p.sheets[sheet].offcuts[0] }))).toBeNull();
      expect(refused((p) => (p.sheets[sheet].offcuts[0].width = 200))).toBeNull();
      expect(refused((p) => (p.sheets[sheet].offcuts[0].length += 5000))).toBeNull();
      // The whole board as one offcut: it crosses every cut.
      expect(refused((p) => (p.sheets[sheet].offcuts = [{ x: 10, y: 10, length: 2420, width: 1200 }]))).toBeNull();
    });
  });
});

describe("pagePlansOf: what the page sends", () => {
  const plan = planCuts(kitchen, capped);
  const list = { saw: { kerf: 4, trim: 10 }, rows: [] } as unknown as CutList;
  const planned = (p: Plan) => [{ material: { id: "mdf-18", label: "18 mm MDF" }, plan: p }];

  it("sends each material's sheets without their figures, and nothing for a material with a part left out", () => {
    const sent = pagePlansOf(planned(plan), list)!.plans;
    expect(sent).toEqual([
      {
        material: "mdf-18",
        sheets: plan.sheets.map(({ stock, placements, cuts, offcuts }) => ({ ...(stock === undefined ? {} : { stock }), placements, cuts, offcuts })),
        unplaced: [],
      },
    ]);
    expect(adoptPlan(kitchen, sent[0])).toEqual(plan);
    // The question's fingerprint follows the plan: the same plan gives the same one, another plan another.
    expect(pagePlansOf(planned(plan), list)!.key).toBe(pagePlansOf(planned(copy(plan)), list)!.key);
    expect(pagePlansOf(planned(planCuts({ ...kitchen, kerf: 3 }, capped)), list)!.key).not.toBe(pagePlansOf(planned(plan), list)!.key);
    expect(pagePlansOf(planned({ ...plan, unplaced: [{ part: 0, quantity: 1, reason: said("stockUsedUp") }] }), list)).toBeNull();
  });

  it("sends nothing when the request would pass the 1 MB an order may take", () => {
    const note = "த".repeat(1000); // three bytes a letter
    const long = { ...list, rows: Array.from({ length: 340 }, () => ({ note })) } as unknown as CutList;
    expect(new TextEncoder().encode(JSON.stringify(long)).length).toBeGreaterThan(1_000_000);
    expect(pagePlansOf(planned(plan), long)).toBeNull();
  });
});
