import { describe, expect, it } from "vitest";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { computeEstimate, gstOfLines } from "@/lib/orders/estimate";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { holesFromNote, holesOf } from "@/lib/cutting/list/holes";
import { TARIFF_ITEMS, type TariffPrices } from "@/lib/orders/tariff-items";
import { formatRupees, groupIndian, paiseToInput, parseRupees } from "@/lib/format/money";

const NO_EDGES = { l1: null, l2: null, w1: null, w2: null } as const;

function row(over: Partial<CutListRow>): CutListRow {
  return {
    id: "r",
    name: "Part",
    material: "bwp-ply-18",
    length: 1000,
    width: 500,
    quantity: 1,
    grain: false,
    edges: { ...NO_EDGES },
    note: "",
    ...over,
  };
}

/** A tariff with round figures, so that each expected amount is easy to check by hand. */
function prices(over: Record<string, number> = {}): TariffPrices {
  const out: TariffPrices = {};
  for (const i of TARIFF_ITEMS) out[i.key] = { paise: over[i.key] ?? i.example, changedAt: "2026-11-01T00:00:00.000Z", example: false };
  return out;
}

describe("formatRupees (Indian grouping)", () => {
  it.each([
    [0, "₹0.00"],
    [5, "₹0.05"],
    [100, "₹1.00"],
    [99_999, "₹999.99"],
    [1_00_000, "₹1,000.00"],
    [12_345_600, "₹1,23,456.00"],
    [1_23_45_678_90, "₹1,23,45,678.90"],
    [-150, "−₹1.50"],
  ])("%i paise → %s", (paise, text) => expect(formatRupees(paise)).toBe(text));

  it("rounds to the rupee without paise", () => {
    expect(formatRupees(12_345_650, { paise: false })).toBe("₹1,23,457");
    expect(groupIndian("1000000")).toBe("10,00,000");
  });

  it("parses typed rupees into paise and back", () => {
    expect(parseRupees("1,250")).toBe(125_000);
    expect(parseRupees("₹ 1,250.5")).toBe(125_050);
    expect(parseRupees("0.05")).toBe(5);
    expect(parseRupees("12.345")).toBeNull();
    expect(parseRupees("-3")).toBeNull();
    expect(parseRupees("")).toBeNull();
    expect(paiseToInput(125_050)).toBe("1250.50");
    expect(paiseToInput(125_000)).toBe("1250");
  });
});

describe("holesFromNote", () => {
  it.each([
    ["hinge boring 2 × 35 mm cups", 2, 0],
    ["2 x Ø35 hinge cup", 2, 0],
    ["4 shelf pin holes", 0, 4],
    ["3 hinge cups, 8 holes", 3, 8],
    ["hinge cups: 2", 2, 0],
    ["holes x 4", 0, 4],
    ["6 nos holes", 0, 6],
    ["4 cam holes and 2 hinges", 2, 4],
    ["35mm hinge", 0, 0],
    ["edge band all round, 18mm", 0, 0],
    ["", 0, 0],
  ])("%j → %i cups, %i other", (note, cups, other) => expect(holesFromNote(note)).toEqual({ hingeCups: cups, otherHoles: other }));
});

describe("computeEstimate (paise)", () => {
  const list: CutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      // 2 pieces, L1 + W1 banded 2 mm: (1000 + 500) × 2 = 3000 mm = 3 m.
      row({ quantity: 2, edges: { l1: 2, l2: null, w1: 2, w2: null }, note: "2 hinge cups, 4 shelf pin holes" }),
      // 3 pieces, all round 0.45 mm: (720.5 × 2 + 300 × 2) × 3 = 6123 mm.
      row({ material: "mdf-12", length: 720.5, width: 300, quantity: 3, edges: { l1: 0.45, l2: 0.45, w1: 0.45, w2: 0.45 } }),
      row({ material: "prelam-pb-18", quantity: 1 }),
    ],
  };
  const board = (count: number, pricePaise: number) => [{ kind: "board" as const, label: "8 × 4 ft", count, pricePaise }];
  const sheets = [
    { material: "bwp-ply-18", sheets: 2, boards: board(2, 3_600_00) },
    { material: "mdf-12", sheets: 1, boards: board(1, 1_350_00) },
    { material: "prelam-pb-18", sheets: 1, boards: board(1, 1_900_00) },
    { material: "ply-6", sheets: 0, boards: [] },
  ];
  const tariff = prices({
    "cutting.10-15": 80_00,
    "cutting.16-25": 100_00,
    "banding.2": 20_00,
    "banding.0.45": 6_33,
    "holes.hinge-cup": 10_00,
    "holes.other": 3_00,
    "pasting.hot-press": 350_00,
  });

  it("itemises boards, cutting, band, holes and pasting, then GST at 18%", () => {
    const e = computeEstimate(list, sheets, tariff, { boardsBy: "workshop", pasting: "hot-press" }, SEED_CATALOG);
    const amount = (key: string) => e.lines.filter((l) => l.key === key || l.key.startsWith(`${key}.`)).reduce((n, l) => n + l.amountPaise, 0);
    expect(amount("board.bwp-ply-18")).toBe(7_200_00);
    expect(amount("board.mdf-12")).toBe(1_350_00);
    expect(amount("board.prelam-pb-18")).toBe(1_900_00);
    expect(amount("board.ply-6")).toBe(0); // no sheets → no line
    expect(amount("cutting.16-25")).toBe(300_00); // 2 + 1 sheets of 16–25 mm boards
    expect(amount("cutting.10-15")).toBe(80_00);
    expect(e.bandMetres).toEqual([
      { thickness: 0.45, metres: 6.12 },
      { thickness: 2, metres: 3 },
    ]);
    expect(amount("banding.2")).toBe(60_00);
    // 6123 mm is shown and charged as 6.12 m: 6.12 × ₹6.33 = ₹38.7396 → 3874 paise (the line multiplies out as printed).
    expect(amount("banding.0.45")).toBe(38_74);
    expect(e.holes).toEqual({ hingeCups: 4, otherHoles: 8 });
    expect(amount("holes.hinge-cup")).toBe(40_00);
    expect(amount("holes.other")).toBe(24_00);
    // Pre-laminated board is not pasted: 3 sheets.
    expect(amount("pasting.hot-press")).toBe(1_050_00);
    expect(e.remarks).toContain("Pre-laminated boards are not pasted again.");
    const subtotal = 7_200_00 + 1_350_00 + 1_900_00 + 300_00 + 80_00 + 60_00 + 38_74 + 40_00 + 24_00 + 1_050_00;
    expect(e.subtotalPaise).toBe(subtotal);
    // Each line's CGST and SGST are 9 % of its own amount, rounded (the invoice's rule): ₹38.74 of band is 3.4866 → 3.49 twice.
    expect(e.gstPaise).toBe(e.lines.reduce((n, l) => n + 2 * Math.round((l.amountPaise * 9) / 100), 0));
    expect(e.gstPaise - Math.round((subtotal * 18) / 100)).toBe(1);
    expect(e.totalPaise).toBe(e.subtotalPaise + e.gstPaise);
    for (const l of e.lines) expect(Number.isInteger(l.amountPaise), l.key).toBe(true);
  });

  it("leaves the boards out when the customer supplies them, and pasting when none is asked", () => {
    const e = computeEstimate(list, sheets, tariff, { boardsBy: "customer", pasting: "none" }, SEED_CATALOG);
    expect(e.lines.some((l) => l.group === "boards" || l.group === "pasting")).toBe(false);
    expect(e.remarks[0]).toMatch(/supplied by you/);
    expect(e.subtotalPaise).toBe(300_00 + 80_00 + 60_00 + 38_74 + 40_00 + 24_00);
  });

  it("prices each board size and stored offcut the plan used, never the customer's own pieces", () => {
    const mixed = [
      {
        material: "bwp-ply-18",
        sheets: 4,
        boards: [
          { kind: "own" as const, label: "Your board 1200 × 600 mm", count: 1, pricePaise: 0 },
          { kind: "offcut" as const, label: "Offcut K7Q2 (900 × 600 mm)", count: 1, pricePaise: 0, offcut: "K7Q2" },
          { kind: "board" as const, label: "6 × 4 ft", count: 1, pricePaise: 2_700_00 },
          { kind: "board" as const, label: "8 × 4 ft", count: 1, pricePaise: 3_600_00 },
        ],
      },
    ];
    const e = computeEstimate(list, mixed, tariff, { boardsBy: "workshop", pasting: "none" }, SEED_CATALOG);
    const boards = e.lines.filter((l) => l.group === "boards");
    expect(boards.map((l) => [l.label, l.quantity, l.amountPaise])).toEqual([
      ["Offcut K7Q2 (900 × 600 mm): 18 mm BWP plywood", 1, 0],
      ["Board: 18 mm BWP plywood, 6 × 4 ft", 1, 2_700_00],
      ["Board: 18 mm BWP plywood, 8 × 4 ft", 1, 3_600_00],
    ]);
    // Cutting is charged on every sheet cut, the customer's and the offcut included.
    expect(e.lines.find((l) => l.group === "cutting")?.quantity).toBe(4);
    // Bringing boards that are not enough: the estimate says what else to bring.
    const own = computeEstimate(list, mixed, tariff, { boardsBy: "customer", pasting: "none" }, SEED_CATALOG);
    expect(own.lines.some((l) => l.group === "boards")).toBe(false);
    expect(own.remarks).toContain("18 mm BWP plywood: your boards are not enough; also bring 1 × 6 × 4 ft and 1 × 8 × 4 ft.");
  });

  it("says which of the customer's pieces the plan did not need (issue 36)", () => {
    const brought: CutList = {
      ...list,
      own: [
        { material: "bwp-ply-18", length: 1200, width: 600, count: 3 },
        { material: "ply-6", length: 900, width: 600, count: 1 },
      ],
    };
    const used = [
      {
        material: "bwp-ply-18",
        sheets: 2,
        boards: [{ kind: "own" as const, label: "Your board 1200 × 600 mm", count: 1, pricePaise: 0 }, ...board(1, 3_600_00)],
      },
    ];
    const e = computeEstimate(brought, used, tariff, { boardsBy: "workshop", pasting: "none" }, SEED_CATALOG);
    expect(e.remarks.filter((r) => r.startsWith("Not needed"))).toEqual([
      "Not needed for this list: 2 × Your board 1200 × 600 mm, 18 mm BWP plywood.",
      "Not needed for this list: 1 × Your board 900 × 600 mm, 6 mm plywood.",
    ]);
  });

  it("taxes each line as the invoice does: CGST and SGST each 9 % of the line, rounded half up, exact for large sums", () => {
    const one = (amountPaise: number) => gstOfLines([{ amountPaise }]);
    expect(one(3)).toBe(0); // 0.27 + 0.27 → 0 + 0
    expect(one(6)).toBe(2); // 0.54 + 0.54 → 1 + 1
    expect(one(25)).toBe(4); // 2.25 + 2.25 → 2 + 2
    expect(one(24_996)).toBe(4_500); // ₹249.96: 2,249.64 → 2,250 twice
    expect(gstOfLines([{ amountPaise: 3 }, { amountPaise: 3 }])).toBe(0); // never 18 % of the sum (0.6 → 1)
    expect(one(1_00_00_000_00)).toBe(18_00_000_00);
    expect(one(Number.MAX_SAFE_INTEGER - 1) > 0).toBe(true);
  });

  it("an empty list costs nothing", () => {
    const e = computeEstimate(
      { saw: { kerf: 4, trim: 10 }, rows: [] },
      [],
      tariff,
      { boardsBy: "workshop", pasting: "contact-adhesive" },
      SEED_CATALOG,
    );
    expect(e).toMatchObject({ lines: [], subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it("fails loudly when the tariff lacks a price rather than charging nothing", () => {
    const partial = { ...tariff };
    delete partial["cutting.16-25"];
    expect(() => computeEstimate(list, sheets, partial, { boardsBy: "customer", pasting: "none" }, SEED_CATALOG)).toThrow(/cutting\.16-25/);
  });
});

describe("every line multiplies out as printed", () => {
  it("band metres are charged at the centimetre shown: 3.68 m × ₹9.00 = ₹33.12 (not the ₹33.16 of 3.6845 m)", () => {
    // 2 × (921.25 + 921) mm = 3684.5 mm of 0.8 mm band: shown and charged as 3.68 m.
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [row({ length: 921.2, width: 300, quantity: 2, edges: { l1: 0.8, l2: 0.8, w1: null, w2: null } })],
    };
    const e = computeEstimate(
      list,
      [{ material: "bwp-ply-18", sheets: 1 }],
      prices({ "banding.0.8": 9_00 }),
      {
        boardsBy: "customer",
        pasting: "none",
      },
      SEED_CATALOG,
    );
    const band = e.lines.find((l) => l.group === "banding")!;
    expect(band.quantity).toBe(3.68);
    expect(band.amountPaise).toBe(33_12);
  });

  it("for any list: quantity × rate, rounded to the paisa, is the amount of every line", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
      const rows = Array.from({ length: 1 + (seed % 6) }, (_, i) =>
        row({
          length: 200 + Math.round(r(i) * 20000) / 10,
          width: 100 + Math.round(r(i + 7) * 9000) / 10,
          quantity: 1 + ((seed + i) % 5),
          edges: { l1: 0.8, l2: r(i + 3) > 0.5 ? 2 : null, w1: r(i + 5) > 0.3 ? 0.45 : null, w2: 1 },
          holes: { hingeCups: (seed + i) % 3, otherHoles: (seed * i) % 4 },
        }),
      );
      const e = computeEstimate(
        { saw: { kerf: 4, trim: 10 }, rows },
        [{ material: "bwp-ply-18", sheets: 1 + (seed % 4) }],
        prices({ "banding.0.8": 7_35 + seed, "banding.2": 19_99, "banding.0.45": 5_55, "banding.1": 11_11 }),
        { boardsBy: seed % 2 ? "customer" : "workshop", pasting: "none" },
        SEED_CATALOG,
      );
      for (const line of e.lines) expect(Math.round(line.quantity * line.ratePaise), `${seed} ${line.label}`).toBe(line.amountPaise);
    }
  });

  it("hole fields count when set; otherwise the note is read", () => {
    expect(holesOf({ note: "2 hinge cups", holes: { hingeCups: 3, otherHoles: 1 } })).toEqual({ hingeCups: 3, otherHoles: 1, from: "fields" });
    expect(holesOf({ note: "2 hinge cups", holes: { hingeCups: 0, otherHoles: 0 } })).toEqual({ hingeCups: 2, otherHoles: 0, from: "note" });
    expect(holesOf({ note: "" })).toEqual({ hingeCups: 0, otherHoles: 0, from: "none" });
  });
});
