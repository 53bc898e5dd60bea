/**
 * The saw's file (issue 53): PTX v1.21 written from the priced plan (lib/cutting/export/ptx), read back by a reader
 * written from the specification (tests/tools/ptx-reader.ts), which also reads a file another optimiser wrote. The
 * sheets the reader rebuilds from BOARDS, MATERIALS, PATTERNS and CUTS alone must be the plan's sheets: every part
 * where the plan put it, every offcut, every board; over random lists on several boards, offcuts and the customer's
 * own pieces.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planByMaterial, type MaterialPlan } from "@/lib/cutting/list/by-material";
import type { Catalog } from "@/lib/cutting/list/materials";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { ascii, code } from "@/lib/cutting/export/ptx/ascii";
import { ptxDate, record, text } from "@/lib/cutting/export/ptx/records";
import { PlanNotWritable, sheetBoard, writePtx, type PtxInput, type PtxJob } from "@/lib/cutting/export/ptx/write";
import { cells, readPtx, type ReadFile } from "../tools/ptx-reader";
import { cutRow } from "../fixtures/orders";
import { seedWithMdf } from "../fixtures/stock";

const KERF = 4;
const TRIM = 10;

/** The seed, with 18 mm MDF on 8 × 4 and 6 × 4 boards. */
const CATALOG: Catalog = seedWithMdf(2, [
  { length: 2440, width: 1220, pricePaise: 1_900_00, inStock: true },
  { length: 1830, width: 1220, pricePaise: 1_330_00, inStock: true },
]);

const offcut = (id: string, length: number, width: number): BoardSource => ({
  kind: "offcut",
  label: `Offcut ${id} (${length} × ${width} mm)`,
  length,
  width,
  pricePaise: 40_000,
  quantity: 1,
  offcut: id,
});

/** The file of a list's plan, as the order's route writes it (one job per material). */
function fileOf(list: CutList, plans: MaterialPlan[], book = 3): string {
  const jobs: PtxJob[] = plans.map((p) => {
    const material = CATALOG.materials.find((m) => m.id === p.material)!;
    return {
      name: `KPW-2026-0042 ${material.id}`,
      customer: "Meena Interiors",
      material: { id: material.id, label: material.label, thickness: material.thickness },
      plan: p,
      row: (j) => {
        const i = p.rows[j];
        const row = list.rows[i];
        return {
          name: row.name,
          length: row.length,
          width: row.width,
          edges: row.edges,
          order: "KPW-2026-0042",
          customer: "Meena Interiors",
          pieceCode: (copy) => `KPW-2026-0042/${i + 1}/${copy}`,
          key: i,
        };
      },
    };
  });
  const input: PtxInput = {
    title: "KPW-2026-0042",
    orderedOn: new Date("2026-11-20T05:00:00Z"),
    cutOn: new Date("2026-11-28T05:00:00Z"),
    kerf: list.saw.kerf,
    trim: list.saw.trim,
    book,
    headCuts: false,
    jobs,
  };
  return writePtx(input);
}

const near = (a: number, b: number) => Math.abs(a - b) <= 0.11;
const sameRect = (a: { x: number; y: number; length: number; width: number }, b: typeof a) =>
  near(a.x, b.x) && near(a.y, b.y) && near(a.length, b.length) && near(a.width, b.width);

/** Every sheet the reader rebuilds is one of the plan's, with its parts and offcuts where the plan put them. */
function expectSheetsOfPlan(read: ReadFile, plans: MaterialPlan[]) {
  expect(read.problems).toEqual([]);
  plans.forEach((mp, j) => {
    const J = j + 1;
    // PARTS_REQ numbers the pieces sheet by sheet, in the plan's order.
    const owner: { sheet: number; placement: number }[] = [];
    mp.plan.sheets.forEach((s, si) => s.placements.forEach((_, pi) => owner.push({ sheet: si, placement: pi })));
    const sheets = read.sheets.filter((s) => s.job === J);
    expect(sheets).toHaveLength(mp.plan.sheets.length);
    const seen = new Set<number>();
    for (const s of sheets) {
      const parts = s.leaves.filter((l) => l.part !== undefined);
      expect(parts.length).toBeGreaterThan(0);
      const si = owner[parts[0].part! - 1].sheet;
      expect(seen.has(si), `plan sheet ${si + 1} read twice`).toBe(false);
      seen.add(si);
      const plan = mp.plan.sheets[si];
      const board = sheetBoard(mp, plan.stock);
      expect([s.board.length, s.board.width]).toEqual([board.length, board.width]);
      expect(s.board.type).toBe(board.kind === "board" ? 0 : 1);
      expect(parts).toHaveLength(plan.placements.length);
      for (const leaf of parts) {
        const o = owner[leaf.part! - 1];
        expect(o.sheet).toBe(si);
        const pl = plan.placements[o.placement];
        expect(sameRect(leaf.rect, pl), `part ${leaf.part}: ${JSON.stringify(leaf.rect)} is not ${JSON.stringify(pl)}`).toBe(true);
        // The piece's own record: its finished size and the grain as the plan turned it.
        const req = read.parts.get(`${J}:${leaf.part}`)!;
        const row = mp.rows[pl.part];
        expect(req[3]).toBe(`KPW-2026-0042/${row + 1}/${Number(req[3].split("/")[2])}`);
        expect(req[10]).toBe(pl.rotated ? "2" : "1");
      }
      const offcuts = s.leaves.filter((l) => l.offcut !== undefined);
      expect(offcuts).toHaveLength(plan.offcuts.length);
      for (const o of plan.offcuts) expect(offcuts.some((l) => sameRect(l.rect, o))).toBe(true);
      for (const l of offcuts) {
        const row = read.offcuts.get(`${J}:${l.offcut}`)!;
        expect([Number(row[5]), Number(row[6])].sort()).toEqual([l.rect.length, l.rect.width].sort());
      }
    }
    expect(seen.size).toBe(mp.plan.sheets.length);
  });
}

describe("PTX records", () => {
  it("quotes text (a comma stays in its cell, a quote is doubled), writes numbers plainly and leaves an absent cell empty", () => {
    const line = record("PARTS_INF", [1, 2, text('Shelf, 18" deep'), 720.5, 560, undefined, 0, 1 / 3]);
    expect(line).toBe('PARTS_INF,1,2,"Shelf, 18"" deep",720.5,560,,0,0.33');
    expect(cells(line)).toEqual(["PARTS_INF", "1", "2", 'Shelf, 18" deep', "720.5", "560", "", "0", "0.33"]);
  });

  it("writes dates as DD/MM/YYYY, the day in India", () => {
    expect(ptxDate(new Date("2026-11-27T20:00:00Z"))).toBe("28/11/2026");
    expect(ptxDate(new Date("2026-01-05T06:00:00Z"))).toBe("05/01/2026");
  });

  it("hands the saw ASCII only: accents dropped, Tamil left out with the reference in its place, codes without spaces", () => {
    expect(ascii("Café shutter × 2")).toBe("Cafe shutter x 2");
    expect(ascii("கதவு", "ROW 3")).toBe("ROW 3");
    expect(ascii("கதவு door")).toBe("door");
    expect(code("kpw-2026-0042 mdf-18, top")).toBe("KPW-2026-0042-MDF-18-TOP");
  });
});

describe("a file another optimiser wrote", () => {
  const fixture = readFileSync(path.join(__dirname, "../fixtures/ptx/field-sample-a.ptx"), "utf8");

  it("is read without problems, and every part the patterns cut has the size its PARTS_REQ asks for", () => {
    const read = readPtx(fixture);
    expect(read.header[1]).toBe("1");
    expect(read.problems).toEqual([]);
    expect(read.sheets.length).toBeGreaterThan(0);
    const cutParts = read.sheets.flatMap((s) => s.leaves.filter((l) => l.part !== undefined).map((l) => ({ job: s.job, ...l })));
    expect(cutParts.length).toBeGreaterThan(0);
    for (const p of cutParts) {
      const req = read.parts.get(`${p.job}:${p.part}`);
      expect(req, `part ${p.part}`).toBeDefined();
      const want = [Number(req![5]), Number(req![6])].sort((a, b) => a - b);
      const got = [p.rect.length, p.rect.width].sort((a, b) => a - b);
      expect(got[0]).toBeCloseTo(want[0], 1);
      expect(got[1]).toBeCloseTo(want[1], 1);
    }
  });
});

describe("our file", () => {
  const NONE = { l1: null, l2: null, w1: null, w2: null };
  const list: CutList = {
    saw: { kerf: KERF, trim: TRIM },
    rows: [
      cutRow({ name: "Side", material: "mdf-18", length: 720, width: 560, quantity: 7, grain: true, edges: { ...NONE, l1: 1 } }),
      cutRow({ name: "கதவு shutter", material: "bwp-ply-18", length: 716, width: 396, quantity: 6, edges: { l1: 1, l2: 1, w1: 1, w2: 1 } }),
      cutRow({ name: 'Shelf, 18" deep', material: "bwp-ply-18", length: 900, width: 450, quantity: 3 }),
      cutRow({ name: "Back", material: "ply-6", length: 1800, width: 900, quantity: 2 }),
    ] as CutListRow[],
    own: [{ material: "bwp-ply-18", length: 1200, width: 600, count: 1 }],
  };
  // The plan's budget is wall-clock: room enough that a loaded machine still finds the plan on the customer's own piece.
  const { plans, problems } = planByMaterial(list, CATALOG, {
    budgetMs: 1200,
    offcuts: { "mdf-18": [{ ...offcut("K7Q2", 900, 800), pricePaise: 1 }] },
  });
  const file = fileOf(list, plans);

  it("is ASCII, CRLF, with the records in the specification's order and every index counted from 1 without a gap", () => {
    expect(problems).toEqual({});
    expect(/^[\x20-\x7e\r\n]*$/.test(file)).toBe(true);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(
      file
        .split("\r\n")
        .slice(0, -1)
        .every((l) => l.length > 0),
    ).toBe(true);
    const families = file
      .split("\r\n")
      .filter(Boolean)
      .map((l) => l.split(",")[0]);
    const order = ["HEADER", "JOBS", "PARTS_REQ", "PARTS_INF", "BOARDS", "MATERIALS", "OFFCUTS", "PATTERNS"];
    const rank = families.map((f) => (f === "CUTS" ? order.indexOf("PATTERNS") : order.indexOf(f)));
    expect(rank.every((r, i) => r >= 0 && (i === 0 || r >= rank[i - 1]))).toBe(true);
    const read = readPtx(file);
    expect(read.header.slice(0, 2)).toEqual(["HEADER", "1.21"]);
    expect([...read.jobs.keys()]).toEqual(plans.map((_, i) => i + 1));
    for (const J of read.jobs.keys()) {
      const parts = [...read.parts.keys()].filter((k) => k.startsWith(`${J}:`)).map((k) => Number(k.split(":")[1]));
      expect(parts).toEqual(parts.map((_, i) => i + 1));
    }
  });

  it("cuts the plan's sheets: each part where the plan put it, each offcut kept, each board the plan chose", () => {
    expectSheetsOfPlan(readPtx(file), plans);
  });

  it("names each piece by its label's code, the order and the customer; the Tamil name leaves its English words", () => {
    const read = readPtx(file);
    const inf = [...read.partsInf.values()];
    expect(inf.some((r) => r[3] === "shutter")).toBe(true);
    expect(inf.some((r) => r[3] === 'Shelf, 18" deep')).toBe(true);
    expect(inf.every((r) => r[7] === "KPW-2026-0042" && r[21] === "KPW-2026-0042" && r[22] === "Meena Interiors")).toBe(true);
    expect(inf.every((r) => /^KPW-2026-0042\/\d+\/\d+$/.test(r[28]))).toBe(true);
    const side = inf.find((r) => r[3] === "Side")!;
    expect(side.slice(8, 12)).toEqual(["EDGE 1 MM", "", "", ""]);
  });

  it("tells the saw the kerf, the trims and the book; a board used whole (offcut, the customer's own) is untrimmed and of type 1", () => {
    const read = readPtx(file);
    for (const [k, m] of read.materials) {
      expect(m.slice(6, 9), k).toEqual(["3", "4", "4"]);
      // Material 1: the workshop's boards, trimmed; material 2: the same boards used whole, with sawn edges.
      const t = m[2] === "1" ? "10" : "0";
      expect(m.slice(9, 14), k).toEqual([t, t, t, t, t]);
    }
    const used = plans.flatMap((p) => p.plan.sheets.map((s) => sheetBoard(p, s.stock)));
    expect(used.some((b) => b.kind === "offcut")).toBe(true);
    expect(used.some((b) => b.kind === "own")).toBe(true);
    const boards = [...read.sheets.map((s) => s.board)];
    expect(boards.some((b) => b.type === 1 && b.length === 900 && b.width === 800)).toBe(true);
    expect(boards.some((b) => b.type === 1 && b.length === 1200 && b.width === 600)).toBe(true);
    const boardRows = file
      .split("\r\n")
      .filter((l) => l.startsWith("BOARDS"))
      .map(cells);
    for (const b of boardRows) expect(b[4]).toBe(b[14] === "0" ? "1" : "2");
  });

  it("runs identical sheets as one pattern, with a label record for each of the run's other pieces", () => {
    const many: CutList = {
      saw: list.saw,
      rows: [cutRow({ name: "Shelf", material: "bwp-ply-18", length: 1200, width: 600, quantity: 12 })] as CutListRow[],
    };
    const made = planByMaterial(many, CATALOG, { budgetMs: 300 });
    const f = fileOf(many, made.plans);
    const patterns = f.split("\r\n").filter((l) => l.startsWith("PATTERNS"));
    expect(patterns.length).toBeLessThan(made.plans[0].plan.sheets.length);
    expect(patterns.some((p) => Number(cells(p)[5]) > 1)).toBe(true);
    expectSheetsOfPlan(readPtx(f), made.plans);
  });

  it("refuses a plan the saw could not cut as drawn (a part no cut separates)", () => {
    const broken = structuredClone(plans[0]);
    broken.plan.sheets[0].cuts = broken.plan.sheets[0].cuts.filter((c) => c.kind === "trim");
    expect(() => fileOf(list, [broken])).toThrow(PlanNotWritable);
  });
});

describe("any plan", () => {
  const materials = ["mdf-18", "bwp-ply-18", "ply-6"];
  const rowArb = fc.record({
    material: fc.constantFrom(...materials),
    length: fc.integer({ min: 60, max: 2300 }),
    width: fc.integer({ min: 40, max: 1150 }),
    quantity: fc.integer({ min: 1, max: 8 }),
    grain: fc.boolean(),
    band: fc.constantFrom(null, 0.45, 1, 2),
    // A grain run: its parts side by side, the grain running on from one to the next.
    run: fc.constantFrom(undefined, undefined, "A", "B"),
  });

  it("is cut by the saw as the plan drew it, on boards, offcuts and the customer's own pieces, with grain runs and bands", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ length: fc.integer({ min: 400, max: 2000 }), width: fc.integer({ min: 300, max: 1100 }) }), { maxLength: 2 }),
        fc.option(fc.record({ length: fc.integer({ min: 500, max: 2400 }), width: fc.integer({ min: 400, max: 1200 }) }), { nil: undefined }),
        fc.integer({ min: 1, max: 5 }),
        (rows, stored, own, book) => {
          const list: CutList = {
            saw: { kerf: KERF, trim: TRIM },
            rows: rows.map((r, i) =>
              cutRow({
                id: `r${i}`,
                name: `Part ${i + 1}`,
                material: r.material,
                length: Math.max(r.length, r.width),
                width: Math.min(r.length, r.width),
                quantity: r.quantity,
                grain: r.grain || !!r.run,
                ...(r.run ? { run: r.run } : {}),
                edges: { l1: r.band, l2: null, w1: r.band, w2: null },
              }),
            ) as CutListRow[],
            ...(own ? { own: [{ material: rows[0].material, length: own.length, width: own.width, count: 1 }] } : {}),
          };
          const offcuts = {
            "mdf-18": stored.map((s, i) => ({ ...offcut(`S${i}`, Math.max(s.length, s.width), Math.min(s.length, s.width)), pricePaise: 1 })),
          };
          const { plans, problems } = planByMaterial(list, CATALOG, { budgetMs: 150, offcuts });
          fc.pre(Object.keys(problems).length === 0);
          const file = fileOf(list, plans, book);
          expect(/^[\x20-\x7e\r\n]*$/.test(file)).toBe(true);
          expectSheetsOfPlan(readPtx(file), plans);
        },
      ),
      { numRuns: 30, seed: 53 },
    );
    // 30 plans of 150 ms a material: about 15 s on an idle machine.
  }, 60_000);
});
