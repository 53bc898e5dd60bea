/**
 * POST /api/cutting/dxf against the running server, read back by a real DXF
 * reader (ezdxf, tests/tools/read_dxf.py): the file is the very plan that
 * POST /api/cutting/plan gives for the same body, drawn on the documented
 * layers, in millimetres, sheets side by side 100 mm apart.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Plan } from "@/lib/cutting/engine/types";
import { runPythonJson } from "../tools/python";
import { call, randomIp } from "./helpers";
import { offcutAndBoard } from "../fixtures/stock";

interface DxfRead {
  version: string;
  units: number;
  errors: string[];
  layers: string[];
  polylines: { layer: string; closed: boolean; points: [number, number][] }[];
  lines: { layer: string; start: [number, number]; end: [number, number] }[];
  texts: { layer: string; text: string; height: number; rotation: number }[];
}

const dir = mkdtempSync(path.join(tmpdir(), "dxf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read(text: string): DxfRead {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.dxf`);
  writeFileSync(file, text, "utf8");
  return runPythonJson<DxfRead>("read_dxf.py", [file]);
}

const job = {
  sheet: { length: 2440, width: 1220, trim: 10 },
  kerf: 4,
  parts: [
    { name: "Base side", length: 720, width: 560, quantity: 6, grain: true },
    { name: "அலமாரி கதவு", length: 1800, width: 450, quantity: 3, grain: true },
    { name: "Shelf", length: 564, width: 540, quantity: 5 },
    { name: "Tall post", length: 2100, width: 120, quantity: 2 },
  ],
};

/** The corners of a rectangle as the reader gives them, as [minX, minY, maxX, maxY] rounded to 0.01 mm. */
function box(points: [number, number][]): number[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map((n) => Math.round(n * 100) / 100);
}

describe("POST /api/cutting/dxf", () => {
  it("draws the plan of the same body: boards, parts, cuts and names on their layers, read back by ezdxf", async () => {
    const ip = randomIp();
    const res = await call("/api/cutting/dxf", { method: "POST", body: job, ip });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/vnd\.dxf/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cutting-plan.dxf"');
    // The same body again at the plan API: answered from the cache, so it is the plan the DXF drew.
    const planRes = await call<Plan>("/api/cutting/plan", { method: "POST", body: job, ip });
    expect(planRes.headers.get("x-plan-cache")).toBe("hit");
    const plan = planRes.json;
    expect(plan.sheets.length).toBeGreaterThan(1);

    const dxf = read(res.text);
    expect(dxf.version).toBe("AC1021"); // AutoCAD 2007: "2000 or later"
    expect(dxf.units).toBe(4); // millimetres
    expect(dxf.errors).toEqual([]);
    expect(dxf.layers).toEqual(expect.arrayContaining(["SHEETS", "PARTS", "CUTS", "LABELS"]));

    const { length: L, width: W } = job.sheet;
    const origin = (i: number) => i * (L + 100);
    const sheets = dxf.polylines.filter((p) => p.layer === "SHEETS");
    expect(sheets.every((p) => p.closed)).toBe(true);
    expect(sheets.map((p) => box(p.points))).toEqual(plan.sheets.map((_, i) => [origin(i), 0, origin(i) + L, W]));

    const parts = dxf.polylines.filter((p) => p.layer === "PARTS");
    expect(parts.every((p) => p.closed)).toBe(true);
    const expectedParts = plan.sheets.flatMap((s, i) => s.placements.map((p) => [origin(i) + p.x, p.y, origin(i) + p.x + p.length, p.y + p.width]));
    const sortBoxes = (b: number[][]) => b.map((r) => r.map((n) => Math.round(n * 100) / 100)).sort((a, c) => a[0] - c[0] || a[1] - c[1]);
    expect(sortBoxes(parts.map((p) => box(p.points)))).toEqual(sortBoxes(expectedParts));

    const cuts = dxf.lines.filter((l) => l.layer === "CUTS");
    const expectedCuts = plan.sheets.flatMap((s, i) => s.cuts.map((c) => [origin(i) + c.x1, c.y1, origin(i) + c.x2, c.y2]));
    expect(sortBoxes(cuts.map((c) => [...c.start, ...c.end]))).toEqual(sortBoxes(expectedCuts));

    const names = dxf.texts.filter((t) => t.layer === "LABELS").map((t) => t.text);
    for (const part of job.parts) expect(names.filter((n) => n === part.name)).toHaveLength(part.quantity);
    expect(names.filter((n) => /^sheet \d+ of \d+, 2440 x 1220 mm$/.test(n))).toHaveLength(plan.sheets.length);
    // An upright part's name is turned along it.
    const upright = plan.sheets.flatMap((s) => s.placements).filter((p) => p.width > p.length).length;
    expect(dxf.texts.filter((t) => t.layer === "LABELS" && t.rotation === 90)).toHaveLength(upright);
  });

  it("draws a plan on several board sizes: each board at its own size, side by side, titled with its row's label", async () => {
    const body = offcutAndBoard(215000, 7);
    const ip = randomIp();
    const res = await call("/api/cutting/dxf", { method: "POST", body, ip });
    expect(res.status).toBe(200);
    const plan = (await call<Plan>("/api/cutting/plan", { method: "POST", body, ip })).json;
    expect(plan.summary.cost).toBe(215000);
    const dxf = read(res.text);
    expect(dxf.errors).toEqual([]);
    let x = 0;
    const expected = plan.sheets.map((s) => {
      const row = body.stock[s.stock!];
      const b = [x, 0, x + row.length, row.width];
      x += row.length + 100;
      return b;
    });
    expect(dxf.polylines.filter((p) => p.layer === "SHEETS").map((p) => box(p.points))).toEqual(expected);
    const titles = dxf.texts.filter((t) => /^sheet \d/.test(t.text)).map((t) => t.text);
    expect(titles).toEqual(
      plan.sheets.map(
        (s, i) => `sheet ${i + 1} of 2, ${body.stock[s.stock!].label}, ${body.stock[s.stock!].length} x ${body.stock[s.stock!].width} mm`,
      ),
    );
  });

  it("refuses a bad body with the plan's field-level 400, and other methods with 405", async () => {
    const bad = await call<{ errors: Record<string, string> }>("/api/cutting/dxf", {
      method: "POST",
      body: { ...job, parts: [{ name: "x", length: 500, width: 300, quantity: 0 }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["parts.0.quantity"]);
    const get = await call("/api/cutting/dxf");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
