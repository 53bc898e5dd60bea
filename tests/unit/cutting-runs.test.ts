/**
 * Grain runs (issue 18 part 4): parts marked as one run are cut side by side
 * from one strip, in the order listed, their lengths along the board, one kerf
 * apart; the saw's cut list includes the run's own cuts (verifyPlan replays
 * them); a run too long for the board is reported, never split.
 */
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planCuts, planStock } from "@/lib/cutting/engine";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import type { PartSpec, PlanInput } from "@/lib/cutting/engine/types";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { cutListRowSchema } from "@/lib/cutting/list/schema";
import { refusalFromZod } from "@/lib/i18n/refusal";
import { inEnglish } from "@/lib/i18n/refusal-text";
import { runPositions } from "@/lib/orders/pack";

const sheet = { length: 2440, width: 1220, trim: 10 };
const front = (name: string, width: number, run = "A", quantity = 1): PartSpec => ({ name, length: 596, width, quantity, grain: true, run });

describe("grain runs", () => {
  const input: PlanInput = {
    sheet,
    kerf: 4,
    parts: [
      { name: "Side", length: 720, width: 560, quantity: 4, grain: false },
      front("Top drawer", 140),
      front("Middle drawer", 180, "A", 2),
      front("Bottom drawer", 220),
      { name: "Shutter L", length: 1800, width: 450, quantity: 1, grain: true, run: "B" },
      { name: "Shutter R", length: 1800, width: 450, quantity: 1, grain: true, run: "B" },
    ],
  };

  it("cuts a run side by side from one strip, in the order listed, one kerf apart, never turned", () => {
    const plan = planCuts(input, { timeLimitMs: 200, seed: 1 });
    expect(verifyPlan(input, plan)).toEqual([]);
    const run = plan.sheets.flatMap((s) => s.placements.filter((p) => input.parts[p.part].run === "A"));
    const xs = [...run].sort((a, b) => a.x - b.x);
    expect(xs.map((p) => input.parts[p.part].name)).toEqual(["Top drawer", "Middle drawer", "Middle drawer", "Bottom drawer"]);
    expect(new Set(xs.map((p) => p.y)).size).toBe(1);
    xs.slice(1).forEach((p, i) => expect(p.x).toBe(xs[i].x + 596 + 4));
    expect(xs.every((p) => !p.rotated)).toBe(true);
  });

  it("stacks a run too long end to end across the board instead: drawer fronts one above another (issue 38, item 9)", () => {
    const bank: PlanInput = {
      sheet,
      kerf: 4,
      parts: [
        { name: "Top", length: 896, width: 180, quantity: 1, grain: true, run: "D" },
        { name: "Middle", length: 896, width: 250, quantity: 1, grain: true, run: "D" },
        { name: "Bottom", length: 896, width: 300, quantity: 1, grain: true, run: "D" },
      ],
    };
    // End to end: 3 × 896 + 2 × 4 = 2696 mm, longer than the trimmed 2420 mm; stacked: 180 + 250 + 300 + 8 = 738 mm.
    const plan = planCuts(bank, { timeLimitMs: 100, seed: 1 });
    expect(plan.unplaced).toEqual([]);
    expect(verifyPlan(bank, plan)).toEqual([]);
    const pieces = plan.sheets[0].placements.sort((a, b) => a.y - b.y);
    expect(pieces.map((p) => bank.parts[p.part].name)).toEqual(["Top", "Middle", "Bottom"]);
    expect(new Set(pieces.map((p) => p.x)).size).toBe(1);
    expect(pieces[1].y).toBe(pieces[0].y + 180 + 4);
    expect(pieces[2].y).toBe(pieces[1].y + 250 + 4);
    expect(pieces.every((p) => !p.rotated)).toBe(true);
  });

  it("reports a run that fits neither way for each of its parts, with both sizes", () => {
    const long: PlanInput = { sheet, kerf: 4, parts: [front("F1", 300), front("F2", 300), front("F3", 300), front("F4", 300), front("F5", 300)] };
    const plan = planCuts(long, { timeLimitMs: 50 });
    // 5 × 596 + 4 × 4 = 2996 mm end to end, 5 × 300 + 4 × 4 = 1516 mm stacked: the trimmed board is 2420 × 1200 mm.
    expect(plan.unplaced.map((u) => u.part)).toEqual([0, 1, 2, 3, 4]);
    expect(inEnglish(plan.unplaced[0].reason)).toBe(
      "Grain run A does not fit the usable sheet, 2420 × 1200 mm (2440 × 1220 mm less 10 mm trim on each edge), either way: 2996 mm end to end along the grain, or 1516 mm stacked across, with its kerfs.",
    );
    expect(plan.sheets).toEqual([]);
  });

  it("keeps every run whole on plans of several board sizes too", () => {
    const stock = {
      stock: [
        { label: "8x4", ...sheet, price: 2150, quantity: null },
        { label: "6x4", length: 1830, width: 1220, trim: 10, price: 1700, quantity: null },
      ],
      kerf: 4,
      parts: input.parts,
    };
    const plan = planStock(stock, { timeLimitMs: 200 });
    expect(verifyPlan(stock, plan)).toEqual([]);
  });

  it("holds for any list (property-based): every plan keeps its runs whole, in order and in line", () => {
    const mm = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((v) => v / 10);
    const part = fc.record({
      name: fc.constantFrom("Front", "Shutter", "Side"),
      length: mm(50, 900),
      width: mm(50, 600),
      quantity: fc.integer({ min: 1, max: 3 }),
      grain: fc.boolean(),
      run: fc.constantFrom(undefined, undefined, "A", "B"),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 10 }), fc.constantFrom(0, 4), fc.integer({ min: 1, max: 99 }), (parts, kerf, seed) => {
        const list: PlanInput = { sheet, kerf, parts: parts.map((p) => (p.run ? p : { ...p, run: undefined })) };
        expect(verifyPlan(list, planCuts(list, { timeLimitMs: 5, seed }))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe("grain runs in the cut list", () => {
  const row = (id: string, run?: string, quantity = 1) => ({
    id,
    name: `Front ${id}`,
    material: "mdf-18",
    length: 596,
    width: 180,
    quantity,
    grain: true,
    edges: { l1: null, l2: null, w1: null, w2: null },
    note: "",
    ...(run === undefined ? {} : { run }),
  });

  it("a row's run is optional text of at most 12 characters; the plan's parts carry it, trimmed", () => {
    expect(cutListRowSchema.safeParse(row("a", " A ")).data?.run).toBe("A");
    const issue = cutListRowSchema.safeParse(row("a", "x".repeat(13))).error?.issues[0];
    expect(issue?.path).toEqual(["run"]);
    expect(inEnglish(refusalFromZod(issue!.message))).toBe("Grain run must be at most 12 characters");
    const [mdf] = planInputsByMaterial({ saw: { kerf: 4, trim: 10 }, rows: [row("a", "A"), row("b"), row("c", " ")] }, SEED_CATALOG);
    expect(mdf.input.parts.map((p) => p.run)).toEqual(["A", undefined, undefined]);
  });

  it("labels say which piece of which run: in the order they are cut, per material", () => {
    const positions = runPositions({
      saw: { kerf: 4, trim: 10 },
      rows: [row("a", "A"), row("b"), row("c", "A", 2), { ...row("d", "A"), material: "ply-6" }],
    });
    expect([...positions]).toEqual([
      ["0:1", "Grain run A, 1 of 3"],
      ["2:1", "Grain run A, 2 of 3"],
      ["2:2", "Grain run A, 3 of 3"],
      ["3:1", "Grain run A, 1 of 1"],
    ]);
  });
});
