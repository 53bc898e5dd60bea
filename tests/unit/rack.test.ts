/**
 * The rack as the plans see it (issue 18, parts 1, 3 and 6): a material's
 * boards and the customer's own pieces become the plan's sources; stored
 * offcuts are offered in groups and each sheet cut from a group is given one
 * real piece; the catalog's helpers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import { planByMaterial, sheetsOf } from "@/lib/cutting/list/by-material";
import { boardName, largestBoard, materialName, SEED_CATALOG, standardBoard, type Catalog } from "@/lib/cutting/list/materials";
import {
  boardArea,
  boardsPrice,
  boardsText,
  boardsWords,
  boardsUsed,
  fullBoardsInput,
  fullBoardsOf,
  isStockInput,
  likeForLikePaise,
  planInputsByMaterial,
  sourceOf,
  storedGroup,
} from "@/lib/cutting/list/plan-inputs";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { cutRow } from "../fixtures/orders";
import { planInput } from "@/lib/cutting/list/plan-input";
import { ownNotNeeded } from "@/lib/cutting/list/own-use";
import { sheetCharges } from "@/lib/orders/estimate";
import { assignPieces, groupPieces, groupSources, MAX_PIECE_GROUPS } from "@/lib/rack/assign";
import { inEnglish } from "@/lib/i18n/refusal-text";
import { seedWithMdf } from "../fixtures/stock";

const row = (name: string, material: string, length: number, width: number, quantity: number) =>
  cutRow({ id: name, name, material, length, width, quantity }) as CutListRow;

/** The seed with 18 mm MDF also on 6 × 4 (70% of the price) and a 7 × 4 out of stock. */
const RACK: Catalog = seedWithMdf(2, [
  { length: 2440, width: 1220, pricePaise: 1_900_00, inStock: true },
  { length: 2135, width: 1220, pricePaise: 1, inStock: false },
  { length: 1830, width: 1220, pricePaise: 1_330_00, inStock: true },
]);

describe("the catalog", () => {
  it("names boards as the trade does, and finds the standard and the largest board in stock", () => {
    expect(boardName({ length: 2440, width: 1220 })).toBe("8 × 4 ft");
    expect(boardName({ length: 1830, width: 915 })).toBe("6 × 3 ft");
    expect(boardName({ length: 2100, width: 1000 })).toBe("2100 × 1000 mm");
    const mdf = RACK.materials.find((m) => m.id === "mdf-18")!;
    expect(standardBoard(mdf)).toMatchObject({ length: 2440 });
    expect(largestBoard({ ...mdf, boards: [{ ...mdf.boards[0], inStock: false }, ...mdf.boards.slice(1)] })).toMatchObject({ length: 1830 });
    // An old order names a material as it was: its own names first, then the seed's, then the id.
    expect(materialName("mdf-18", { "mdf-18": "18 mm MDF (old stock)" })).toBe("18 mm MDF (old stock)");
    expect(materialName("mdf-18")).toBe("18 mm MDF");
    expect(materialName("teak-25")).toBe("teak-25");
  });
});

describe("a material's sources", () => {
  it("one board in stock: today's single-size input, unchanged", () => {
    const [g] = planInputsByMaterial({ saw: { kerf: 4, trim: 10 }, rows: [row("a", "ply-12", 700, 400, 2)] }, RACK);
    expect(isStockInput(g.input)).toBe(false);
    expect(g.input).toMatchObject({ sheet: { length: 2440, width: 1220, trim: 10 }, kerf: 4 });
    expect(g.sources).toEqual([{ kind: "board", label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 2_000_00, quantity: null }]);
  });

  it("several sizes and the customer's pieces: own pieces first (free, as many as brought), then each size in stock", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [row("a", "mdf-18", 700, 400, 2)],
      own: [
        { material: "mdf-18", length: 1200, width: 600, count: 2 },
        { material: "mdf-18", length: 2440, width: 1220, count: 1 },
        { material: "ply-6", length: 900, width: 900, count: 1 },
      ],
    };
    const [g] = planInputsByMaterial(list, RACK);
    expect(g.sources.map((s) => [s.kind, s.label, s.pricePaise, s.quantity])).toEqual([
      ["own", "Your board 1200 × 600 mm", 0, 2],
      ["own", "Your board 2440 × 1220 mm", 0, 1],
      ["board", "8 × 4 ft", 1_900_00, null],
      ["board", "6 × 4 ft", 1_330_00, null],
    ]);
    // A leftover is used whole; a full board of the customer's is trimmed like the workshop's.
    expect(isStockInput(g.input) && g.input.stock.map((s) => s.trim)).toEqual([0, 10, 10, 10]);
  });

  it("plans on several boards are sound, priced from their sources, and say which boards they used", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [row("Panel", "mdf-18", 1000, 500, 5)],
      own: [{ material: "mdf-18", length: 1200, width: 600, count: 1 }],
    };
    const [g] = planInputsByMaterial(list, RACK);
    const plan = planInput(g.input, 300);
    expect(verifyPlan(g.input, plan)).toEqual([]);
    expect(boardsPrice(g, plan)).toBe(plan.summary.cost);
    expect(boardArea(g, plan)).toBe(plan.sheets.reduce((n, s) => n + sourceOf(g, s).length * sourceOf(g, s).width, 0));
    const used = boardsUsed(g, plan);
    expect(used.reduce((n, u) => n + u.count, 0)).toBe(plan.sheets.length);
    expect(boardsText(g, plan)).toBe(used.map((u) => `${u.count} × ${u.source.label}`).join(" + "));
  });

  it("the server refuses a material the workshop no longer offers, and plans it for an old order", () => {
    const retired: Catalog = { ...RACK, materials: RACK.materials.map((m) => (m.id === "ply-6" ? { ...m, retired: true } : m)) };
    const list: CutList = { saw: { kerf: 4, trim: 10 }, rows: [row("Back", "ply-6", 700, 400, 1)] };
    const { problems } = planByMaterial(list, retired, { budgetMs: 200 });
    expect(Object.keys(problems)).toEqual(["cutList.rows.0.material"]);
    expect(inEnglish(problems["cutList.rows.0.material"])).toBe("6 mm plywood is no longer offered: choose another board");
    const old = planByMaterial(list, retired, { budgetMs: 200, allowRetired: true });
    expect(old.problems).toEqual({});
    expect(sheetsOf(old.plans)).toEqual([
      { material: "ply-6", sheets: 1, boards: [{ kind: "board", label: "8 × 4 ft", words: "8 × 4 ft", count: 1, pricePaise: 1_100_00 }] },
    ]);
  });

  it("an order placed before the rack was data draws on its one 8 × 4 board", () => {
    const list: CutList = { saw: { kerf: 4, trim: 10 }, rows: [row("Side", "mdf-18", 720, 560, 2)] };
    const made = planByMaterial(list, SEED_CATALOG, { budgetMs: 200 }).plans[0];
    const legacy = storedGroup(list, { material: made.material, rows: made.rows, plan: made.plan }, "18 mm MDF");
    expect(legacy.sources).toEqual([{ kind: "board", label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 0, quantity: null }]);
    expect(legacy.input).toMatchObject({ sheet: { length: 2440, width: 1220, trim: 10 } });
  });
});

describe("stored offcuts in a plan", () => {
  const piece = (id: string, length: number, width: number, pricePaise = 0) => ({ id, length, width, pricePaise });

  it("groups equal pieces, the largest first, at most a dozen groups", () => {
    const groups = groupPieces([piece("AAAAA", 900, 600), piece("BBBBB", 1200, 600), piece("CCCCC", 900, 600), piece("DDDDD", 900, 600, 100_00)]);
    expect(groups.map((g) => [g.length, g.width, g.pricePaise, g.ids])).toEqual([
      [1200, 600, 0, ["BBBBB"]],
      [900, 600, 0, ["AAAAA", "CCCCC"]],
      [900, 600, 100_00, ["DDDDD"]],
    ]);
    expect(groupPieces(Array.from({ length: 30 }, (_, i) => piece(`P${i}`, 400 + i * 10, 400)))).toHaveLength(MAX_PIECE_GROUPS);
  });

  it("gives every sheet cut from a group one real piece, never the same piece twice, and keeps the plan sound", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 1000 }), (pieces, parts, seed) => {
        const stored = Array.from({ length: pieces }, (_, i) => piece(`K${i}X${seed % 10}Q`, 1000, 600));
        const groups = groupPieces(stored);
        const list: CutList = { saw: { kerf: 4, trim: 10 }, rows: [row("Door", "mdf-12", 900, 500, parts)] };
        const { plans } = planByMaterial(list, SEED_CATALOG, { budgetMs: 100, offcuts: { "mdf-12": groupSources(groups) } });
        const { plan, ids } = assignPieces(plans[0], groups);
        // Each piece holds one door: with a piece for every door no board is bought; otherwise never more boards than
        // without the pieces. A piece is used only when it saves money, and never twice.
        const bought = plan.plan.sheets.filter((s) => plan.sources![s.stock!].kind === "board").length;
        const alone = planByMaterial(list, SEED_CATALOG, { budgetMs: 100 }).plans[0].plan.sheets.length;
        if (pieces >= parts) expect([bought, ids.length]).toEqual([0, parts]);
        else expect(bought).toBeLessThanOrEqual(alone);
        expect(ids.length).toBeLessThanOrEqual(Math.min(pieces, parts));
        expect(new Set(ids).size).toBe(ids.length);
        const offcutSheets = plan.plan.sheets.filter((s) => plan.sources![s.stock!].kind === "offcut");
        expect(offcutSheets.map((s) => plan.sources![s.stock!].offcut)).toEqual(ids);
        for (const s of offcutSheets)
          expect(plan.sources![s.stock!]).toMatchObject({ quantity: 1, label: expect.stringMatching(/^Stored offcut 1000 × 600 mm \(K\d/) });
        const group = storedGroup(list, plan, "12 mm MDF");
        expect(verifyPlan(group.input, plan.plan)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it("a plan that uses no stored piece is left as it was", () => {
    const groups = groupPieces([piece("AAAAA", 400, 400)]);
    const list: CutList = { saw: { kerf: 4, trim: 10 }, rows: [row("Side", "mdf-12", 2000, 1000, 1)] };
    const { plans } = planByMaterial(list, SEED_CATALOG, { budgetMs: 100, offcuts: { "mdf-12": groupSources(groups) } });
    const out = assignPieces(plans[0], groups);
    expect(out.ids).toEqual([]);
    expect(out.plan).toBe(plans[0]);
  });
});

describe("what the customer pays decides the plan (issue 36, item 3)", () => {
  /** 18 mm MDF on 8 × 4 at ₹2,750 and 7 × 4 at ₹2,650. */
  const TWO_SIZES: Catalog = seedWithMdf(3, [
    { length: 2440, width: 1220, pricePaise: 2_750_00, inStock: true },
    { length: 2135, width: 1220, pricePaise: 2_650_00, inStock: true },
  ]);
  // The top fits a 7 × 4 but leaves no room for the shelf beside it; an 8 × 4 takes both; the leftover takes the shelf.
  const list: CutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [row("Top", "mdf-18", 2000, 1100, 1), row("Shelf", "mdf-18", 400, 300, 1)],
    own: [
      { material: "mdf-18", length: 500, width: 400, count: 1 },
      { material: "ply-6", length: 900, width: 600, count: 2 },
    ],
  };
  const planWith = (charge: number) => {
    const [g] = planInputsByMaterial(list, TWO_SIZES, { charges: { "mdf-18": charge } });
    const plan = planInput(g.input, 400);
    expect(verifyPlan(g.input, plan)).toEqual([]);
    return { g, plan };
  };

  it("a free leftover is used when it lowers the total, and left when its cutting costs more than it saves", () => {
    const free = planWith(0);
    expect(boardsText(free.g, free.plan)).toBe("1 × Your board 500 × 400 mm + 1 × 7 × 4 ft");
    // ₹150 of work per sheet: 7 × 4 + leftover is ₹2,950, one 8 × 4 is ₹2,900.
    const charged = planWith(150_00);
    expect(boardsText(charged.g, charged.plan)).toBe("1 × 8 × 4 ft");
    // The optimiser's cost is what the customer pays: the boards' prices and the work on every sheet.
    expect(charged.plan.summary.cost).toBe(boardsPrice(charged.g, charged.plan) + 150_00 * charged.plan.sheets.length);
    expect(likeForLikePaise(charged.g, charged.plan)).toBe(2_900_00);
  });

  it("lists the customer's pieces no plan needed, those of a board no part is cut from included", () => {
    const { g, plan } = planWith(150_00);
    const used = boardsUsed(g, plan).map((u) => ({ material: "mdf-18", kind: u.source.kind, label: u.source.label, count: u.count }));
    expect(ownNotNeeded(list.own!, used)).toEqual([
      { material: "mdf-18", length: 500, width: 400, count: 1 },
      { material: "ply-6", length: 900, width: 600, count: 2 },
    ]);
    const free = planWith(0);
    const usedFree = boardsUsed(free.g, free.plan).map((u) => ({ material: "mdf-18", kind: u.source.kind, label: u.source.label, count: u.count }));
    expect(ownNotNeeded(list.own!, usedFree)).toEqual([{ material: "ply-6", length: 900, width: 600, count: 2 }]);
  });

  it("the saving is like with like: the customer's own full board is worth the workshop's, never a saving", () => {
    const own: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [row("Side", "mdf-18", 2000, 1100, 2)],
      own: [{ material: "mdf-18", length: 2440, width: 1220, count: 1 }],
    };
    const [g] = planInputsByMaterial(own, TWO_SIZES, { charges: { "mdf-18": 100_00 } });
    const plan = planInput(g.input, 400);
    const fullInput = fullBoardsInput(g)!;
    const full = fullBoardsOf(g, planInput(fullInput, 400))!;
    // Two sides: their board and one 7 × 4 from the workshop, against two 7 × 4 boards.
    expect(boardsText(g, plan)).toBe("1 × Your board 2440 × 1220 mm + 1 × 7 × 4 ft");
    expect(inEnglish(boardsWords(g, plan))).toBe("1 × Your board 2440 × 1220 mm + 1 × 7 × 4 ft");
    expect({ ...full, boards: inEnglish(full.boards) }).toEqual({ boards: "2 × 7 × 4 ft", totalPaise: 2 * (2_650_00 + 100_00) });
    // Their board counts at the workshop's 8 × 4 price: ₹100 dearer than a 7 × 4, so no saving is claimed.
    expect(likeForLikePaise(g, plan)).toBe(2_750_00 + 2_650_00 + 2 * 100_00);
    expect(full.totalPaise - likeForLikePaise(g, plan)).toBeLessThanOrEqual(0);
    // Only the rack's boards when the plan can use nothing else: nothing to compare.
    expect(fullBoardsInput(planInputsByMaterial({ ...own, own: [] }, TWO_SIZES)[0])).toBeNull();
  });

  it("the per-sheet charge is the tariff's cutting by thickness, and pasting unless pre-laminated", () => {
    const p = (entries: Record<string, number>) =>
      Object.fromEntries(Object.entries(entries).map(([k, paise]) => [k, { paise, changedAt: "", example: false }]));
    const prices = p({ "cutting.upto-9": 60_00, "cutting.16-25": 100_00, "pasting.hot-press": 350_00 });
    const charges = sheetCharges(SEED_CATALOG, prices, "hot-press");
    expect(charges["mdf-18"]).toBe(450_00);
    expect(charges["ply-6"]).toBe(410_00);
    expect(charges["prelam-pb-18"]).toBe(100_00);
    expect(sheetCharges(SEED_CATALOG, prices, "none")["mdf-18"]).toBe(100_00);
  });
});
