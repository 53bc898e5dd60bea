/**
 * The saw's CSV of one material (lib/cutting/list/saw-csv.ts): the columns
 * panel-saw optimisers import, written safely, and read back unchanged by the
 * site's own import. The DXF itself is read by a real reader in
 * tests/api/cutting-dxf.test.ts; here its pure layout rules are checked.
 */
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import type { PlanInput } from "@/lib/cutting/engine/types";
import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "@/lib/util/csv";
import { planCuts } from "@/lib/cutting/engine";
import { planDxf, SHEET_GAP_MM } from "@/lib/cutting/export/plan-dxf";
import { importDelimited } from "@/lib/cutting/list/import";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { SAW_CSV_HEADER, sawCsv } from "@/lib/cutting/list/saw-csv";
import { slugOf } from "@/lib/text/slug";
import type { CutList } from "@/lib/cutting/list/types";

const NONE = { l1: null, l2: null, w1: null, w2: null };
const list: CutList = {
  saw: { kerf: 4, trim: 10 },
  rows: [
    { id: "a", name: "Side", material: "mdf-18", length: 720, width: 560, quantity: 2, grain: true, edges: { ...NONE, l1: 1, w1: 0.45 }, note: "" },
    {
      id: "b",
      name: "=cmd|' /C calc'!A0",
      material: "mdf-18",
      length: 400.5,
      width: 300,
      quantity: 1,
      grain: false,
      edges: NONE,
      note: "handle, left",
    },
    { id: "c", name: "", material: "ply-6", length: 600, width: 500, quantity: 3, grain: false, edges: { l1: 2, l2: 2, w1: 0.8, w2: 0.8 }, note: "" },
    { id: "d", name: "கதவு", material: "mdf-18", length: 1800, width: 450, quantity: 2, grain: true, edges: NONE, note: "" },
  ],
};

describe("saw CSV", () => {
  const [mdf, ply] = planInputsByMaterial(list, SEED_CATALOG);

  it("has one row per part of the material, in the optimisers' column order, bands in mm", () => {
    const lines = sawCsv(mdf)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(SAW_CSV_HEADER.map((h) => `"${h}"`).join(","));
    expect(SAW_CSV_HEADER.slice(0, 9)).toEqual(["Name", "Length", "Width", "Quantity", "Grain", "L1", "L2", "W1", "W2"]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('"Side","720","560","2","Yes","1","","0.45","","18 mm MDF",""');
    // A name a spreadsheet would run as a formula is neutralised.
    expect(lines[2].startsWith(`"'=cmd`)).toBe(true);
    // A part without a name gets the name the plan gives it (its row in the whole list).
    expect(sawCsv(ply)).toContain('"Part 3","600","500","3","No","2","2","0.8","0.8","6 mm plywood",""');
  });

  it("is read back unchanged by the site's own import (a neutralised formula keeps its apostrophe, as in a spreadsheet)", () => {
    for (const group of [mdf, ply]) {
      const back = importDelimited(sawCsv(group), list.saw, SEED_CATALOG);
      expect(back.problems).toEqual([]);
      expect(back.rows.map((r) => ({ ...r, id: undefined }))).toEqual(
        group.rows.map((r, i) => ({
          name: neutraliseFormula(group.input.parts[i].name),
          material: r.material,
          length: String(r.length),
          width: String(r.width),
          quantity: String(r.quantity),
          grain: r.grain,
          edges: r.edges,
          note: r.note,
          id: undefined,
        })),
      );
    }
  });

  it("names files after the material", () => {
    expect(slugOf("18 mm pre-laminated particle board")).toBe("18-mm-pre-laminated-particle-board");
    expect(slugOf("  Édge — Band 0.45  ")).toBe("edge-band-0-45");
  });
});

describe("plan DXF", () => {
  it("lays the sheets side by side, 100 mm apart, with every part, cut and name in it", () => {
    const [mdf] = planInputsByMaterial(list, SEED_CATALOG);
    const plan = planCuts(mdf.input as PlanInput, { timeLimitMs: 100, seed: 1, iterations: 50 });
    const text = planDxf(mdf.input, plan, { title: "18 mm MDF" });
    const pairs = text.split(/\r?\n/);
    const entities = (type: string, layer: string) => {
      let n = 0;
      for (let i = 0; i + 3 < pairs.length; i += 2) {
        if (pairs[i].trim() !== "0" || pairs[i + 1] !== type) continue;
        // The entity's layer is its first group 8.
        for (let j = i + 2; j + 1 < pairs.length && pairs[j].trim() !== "0"; j += 2) {
          if (pairs[j].trim() === "8") {
            if (pairs[j + 1] === layer) n += 1;
            break;
          }
        }
      }
      return n;
    };
    const placements = plan.sheets.reduce((n, s) => n + s.placements.length, 0);
    expect(entities("LWPOLYLINE", "SHEETS")).toBe(plan.sheets.length);
    expect(entities("LWPOLYLINE", "PARTS")).toBe(placements);
    expect(entities("LINE", "CUTS")).toBe(plan.sheets.reduce((n, s) => n + s.cuts.length, 0));
    expect(entities("TEXT", "LABELS")).toBe(placements + plan.sheets.length);
    expect(text).toContain("கதவு");
    expect(text).toContain("18 mm MDF: sheet 1 of");
    expect(SHEET_GAP_MM).toBe(100);
  });
});
