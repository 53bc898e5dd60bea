/**
 * POST /api/cutting/plan against the running server: the contract of the
 * issue (names kept), the optimiser's invariants on real responses
 * (verifyPlan), every 400 case with its field named, 413, 415 and 429.
 */
import { describe, expect, it } from "vitest";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import type { Plan, PlanInput } from "@/lib/cutting/engine/types";
import { call, randomIp, sleep } from "./helpers";
import { offcutAndBoard } from "../fixtures/stock";
import { TEST_SERVER_ENV } from "./test-env";

const PLAN = "/api/cutting/plan";
const PLAN_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_PLAN_MAX);
const WINDOW_S = Number(TEST_SERVER_ENV.RATE_LIMIT_PLAN_WINDOW_SECONDS);

const sample = {
  sheet: { length: 2440, width: 1220, trim: 10 },
  kerf: 4,
  parts: [{ name: "Base side", length: 720, width: 560, quantity: 2, grain: true }],
};

function post(body: unknown, ip = randomIp()) {
  return call<Plan & { message?: string; errors?: Record<string, string> }>(PLAN, { method: "POST", body, ip });
}

/** The request with the API's defaults filled in, as the optimiser saw it. */
function normalised(body: {
  sheet: { length: number; width: number; trim?: number };
  kerf?: number;
  parts: Array<{ name: string; length: number; width: number; quantity: number; grain?: boolean }>;
}): PlanInput {
  return {
    sheet: { trim: 10, ...body.sheet },
    kerf: body.kerf ?? 4,
    parts: body.parts.map((p) => ({ grain: false, ...p })),
  };
}

const kitchen = {
  sheet: { length: 2440, width: 1220 },
  parts: [
    { name: "Base side", length: 720, width: 560, quantity: 8, grain: true },
    { name: "Base bottom", length: 564, width: 560, quantity: 4 },
    { name: "Shelf", length: 564, width: 540, quantity: 6 },
    { name: "Shutter", length: 716, width: 297, quantity: 8, grain: true },
    { name: "Wall side", length: 720, width: 300, quantity: 6, grain: true },
    { name: "Wall shelf", length: 564, width: 280, quantity: 9 },
    { name: "Drawer front", length: 596, width: 177.5, quantity: 6, grain: true },
    { name: "Skirting", length: 2400, width: 100, quantity: 2, grain: true },
  ],
};

describe("POST /api/cutting/plan: contract", () => {
  it("plans the issue's example with the documented names and a sound layout", async () => {
    const res = await post(sample);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const plan = res.json;
    expect(plan.summary.sheets).toBe(1);
    expect(plan.sheets).toHaveLength(1);
    const [a, b] = plan.sheets[0].placements;
    for (const p of [a, b]) {
      expect(p).toEqual({ part: 0, x: expect.any(Number), y: expect.any(Number), length: 720, width: 560, rotated: false });
      expect(p.x).toBeGreaterThanOrEqual(10);
      expect(p.y).toBeGreaterThanOrEqual(10);
    }
    expect(plan.summary).toEqual(expect.objectContaining({ sheets: 1, cuts: expect.any(Number), cutLength: expect.any(Number) }));
    expect(plan.summary.yield).toBeCloseTo((2 * 720 * 560) / (2440 * 1220), 3);
    expect(plan.sheets[0].cuts.length).toBe(plan.summary.cuts);
    expect(plan.unplaced).toEqual([]);
    expect(verifyPlan(normalised(sample), plan)).toEqual([]);
  });

  it("fills in trim 10, kerf 4 and grain false when left out, and accepts 0 for trim and kerf", async () => {
    const bare = { sheet: { length: 2440, width: 1220 }, parts: [{ name: "Top", length: 1000, width: 500, quantity: 1 }] };
    const res = await post(bare);
    expect(res.status).toBe(200);
    const p = res.json.sheets[0].placements[0];
    expect([p.x, p.y]).toEqual([10, 10]);
    expect(verifyPlan(normalised(bare), res.json)).toEqual([]);

    const zero = { sheet: { length: 1000, width: 500, trim: 0 }, kerf: 0, parts: [{ name: "Half", length: 500, width: 500, quantity: 2 }] };
    const z = await post(zero);
    expect(z.status).toBe(200);
    // With no trim and no kerf two halves fill the sheet exactly.
    expect(z.json.summary.sheets).toBe(1);
    expect(z.json.summary.yield).toBe(1);
    expect(verifyPlan(normalised(zero), z.json)).toEqual([]);
  });

  it("keeps every invariant on a realistic kitchen list and a 300-part job, and never turns grain-locked parts", async () => {
    for (const body of [kitchen, bigJob(300)]) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(verifyPlan(normalised(body), res.json)).toEqual([]);
      const placed = res.json.sheets.reduce((n, s) => n + s.placements.length, 0);
      expect(placed).toBe(body.parts.reduce((n, p) => n + p.quantity, 0));
      for (const s of res.json.sheets) for (const pl of s.placements) if (body.parts[pl.part].grain) expect(pl.rotated).toBe(false);
      expect(res.json.summary.sheets).toBeGreaterThanOrEqual(res.json.summary.lowerBound);
    }
  });

  it("reports parts too large for the trimmed sheet in `unplaced` and places the rest", async () => {
    const body = {
      sheet: { length: 2440, width: 1220, trim: 10 },
      parts: [
        { name: "Door", length: 2430, width: 600, quantity: 1 }, // 2440 − 2 × 10 = 2420 < 2430
        { name: "Wide", length: 1500, width: 1210, quantity: 2, grain: true }, // 1210 > 1200 and may not turn
        { name: "Shelf", length: 800, width: 300, quantity: 3 },
      ],
    };
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.json.unplaced.map((u) => [u.part, u.quantity])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    for (const u of res.json.unplaced) expect(u.reason).toEqual(expect.any(String));
    expect(res.json.sheets.flatMap((s) => s.placements).every((p) => p.part === 2)).toBe(true);
    expect(verifyPlan(normalised(body), res.json)).toEqual([]);
  });

  it("answers an identical request from the cache with the same plan", async () => {
    const body = { ...kitchen, parts: [...kitchen.parts, { name: `Cache ${Date.now()}`, length: 400, width: 300, quantity: 1 }] };
    const first = await post(body);
    const second = await post(body);
    expect(first.headers.get("x-plan-cache")).toBe("miss");
    expect(second.headers.get("x-plan-cache")).toBe("hit");
    expect(second.json).toEqual(first.json);
  });
});

function bigJob(pieces: number) {
  const parts = [];
  let left = pieces;
  for (let i = 0; left > 0; i++) {
    const q = Math.min(left, 1 + (i % 4));
    parts.push({ name: `P${i}`, length: 200 + ((i * 137) % 900), width: 100 + ((i * 71) % 500), quantity: q, grain: i % 3 === 0 });
    left -= q;
  }
  return { sheet: { length: 2440, width: 1220 }, kerf: 4, parts };
}

describe("POST /api/cutting/plan: several board sizes (stock)", () => {
  const issueExample = offcutAndBoard(2150, 4);

  it("plans the issue's example: every sheet names its stock row, the summary gives the cost", async () => {
    const res = await post(issueExample);
    expect(res.status).toBe(200);
    const plan = res.json;
    expect(verifyPlan(issueExample, plan)).toEqual([]);
    expect(plan.sheets.map((s) => s.stock)).toEqual([0]);
    expect(plan.summary.cost).toBe(2150);
  });

  it("uses the free leftover and a cheaper size before buying another 8x4, never a row beyond its quantity", async () => {
    const body = {
      ...issueExample,
      stock: [...issueExample.stock, { label: "6x4", length: 1830, width: 1220, trim: 10, price: 1700, quantity: 1 }],
      parts: [
        { name: "Side", length: 720, width: 560, quantity: 11, grain: true },
        { name: "Shelf", length: 560, width: 300, quantity: 2, grain: false },
      ],
    };
    const res = await post(body);
    expect(res.status).toBe(200);
    const plan = res.json;
    expect(verifyPlan(body, plan)).toEqual([]);
    // 6 sides on the 8x4, 4 on the 6x4, 1 side and the shelves on the free piece: 2150 + 1700.
    expect(plan.summary.cost).toBe(3850);
    expect(plan.sheets.map((s) => s.stock).sort()).toEqual([0, 1, 2]);
    expect(plan.unplaced).toEqual([]);
  });
});

describe("POST /api/cutting/plan: grain runs", () => {
  it("cuts the parts of a run side by side from one strip, in the order listed", async () => {
    const body = {
      sheet: { length: 2440, width: 1220, trim: 10 },
      kerf: 4,
      parts: [
        { name: "Side", length: 720, width: 560, quantity: 4, grain: false },
        { name: "Drawer 1", length: 596, width: 150, quantity: 1, grain: true, run: "Chest" },
        { name: "Drawer 2", length: 596, width: 200, quantity: 2, grain: true, run: "Chest" },
      ],
    };
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(verifyPlan(body, res.json)).toEqual([]);
    const run = res.json.sheets.flatMap((s) => s.placements.filter((p) => p.part > 0)).sort((a, b) => a.x - b.x);
    expect(run.map((p) => p.part)).toEqual([1, 2, 2]);
    expect(run.map((p) => p.x - run[0].x)).toEqual([0, 600, 1200]);
  });
});

describe("POST /api/cutting/plan: 400 names the field", () => {
  const part = { name: "Shelf", length: 800, width: 300, quantity: 1 };
  const sheet = { length: 2440, width: 1220 };
  const board = { label: "8x4", length: 2440, width: 1220, trim: 10, price: 215000, quantity: null };
  const cases: Array<[string, unknown, string]> = [
    ["body not an object", [1, 2], "body"],
    ["sheet missing", { parts: [part] }, "sheet"],
    ["sheet not an object", { sheet: 2440, parts: [part] }, "sheet"],
    ["sheet length missing", { sheet: { width: 1220 }, parts: [part] }, "sheet.length"],
    ["sheet width 0", { sheet: { length: 2440, width: 0 }, parts: [part] }, "sheet.width"],
    ["sheet longer than 3660", { sheet: { length: 3661, width: 1220 }, parts: [part] }, "sheet.length"],
    ["sheet wider than 1830", { sheet: { length: 2440, width: 1830.5 }, parts: [part] }, "sheet.width"],
    ["sheet size as a string", { sheet: { length: "2440", width: 1220 }, parts: [part] }, "sheet.length"],
    ["sheet unknown key", { sheet: { ...sheet, thickness: 18 }, parts: [part] }, "sheet.thickness"],
    ["trim negative", { sheet: { ...sheet, trim: -1 }, parts: [part] }, "sheet.trim"],
    ["trim two decimals", { sheet: { ...sheet, trim: 2.25 }, parts: [part] }, "sheet.trim"],
    ["trim leaves nothing", { sheet: { length: 200, width: 180, trim: 90 }, parts: [part] }, "sheet.trim"],
    ["kerf negative", { sheet, kerf: -4, parts: [part] }, "kerf"],
    ["kerf not a number", { sheet, kerf: "4", parts: [part] }, "kerf"],
    ["kerf too wide", { sheet, kerf: 25, parts: [part] }, "kerf"],
    ["parts missing", { sheet }, "parts"],
    ["parts empty", { sheet, parts: [] }, "parts"],
    ["parts not a list", { sheet, parts: { 0: part } }, "parts"],
    [
      "more than 2,000 pieces",
      {
        sheet,
        parts: [
          { ...part, quantity: 1500 },
          { ...part, quantity: 501 },
        ],
      },
      "parts",
    ],
    ["part name missing", { sheet, parts: [{ length: 800, width: 300, quantity: 1 }] }, "parts.0.name"],
    ["part name too long", { sheet, parts: [{ ...part, name: "x".repeat(81) }] }, "parts.0.name"],
    ["part length 0", { sheet, parts: [{ ...part, length: 0 }] }, "parts.0.length"],
    ["part width negative", { sheet, parts: [part, { ...part, width: -3 }] }, "parts.1.width"],
    ["part length two decimals", { sheet, parts: [{ ...part, length: 800.25 }] }, "parts.0.length"],
    ["part quantity 0", { sheet, parts: [{ ...part, quantity: 0 }] }, "parts.0.quantity"],
    ["part quantity fractional", { sheet, parts: [{ ...part, quantity: 1.5 }] }, "parts.0.quantity"],
    ["part grain not a boolean", { sheet, parts: [{ ...part, grain: "yes" }] }, "parts.0.grain"],
    ["part unknown key", { sheet, parts: [{ ...part, thickness: 18 }] }, "parts.0.thickness"],
    ["part run too long", { sheet, parts: [{ ...part, run: "x".repeat(21) }] }, "parts.0.run"],
    ["part run not text", { sheet, parts: [part, { ...part, run: 1 }] }, "parts.1.run"],
    ["unknown top-level key", { sheet, parts: [part], material: "mdf" }, "material"],
    ["stock empty", { stock: [], parts: [part] }, "stock"],
    ["stock not a list", { stock: board, parts: [part] }, "stock"],
    ["stock row quantity negative", { stock: [board, board, { ...board, quantity: -1 }], parts: [part] }, "stock.2.quantity"],
    ["stock row quantity fractional", { stock: [{ ...board, quantity: 1.5 }], parts: [part] }, "stock.0.quantity"],
    ["stock row price fractional", { stock: [{ ...board, price: 21.5 }], parts: [part] }, "stock.0.price"],
    ["stock row price missing", { stock: [{ ...board, price: undefined }], parts: [part] }, "stock.0.price"],
    ["stock row label blank", { stock: [board, { ...board, label: "  " }], parts: [part] }, "stock.1.label"],
    ["stock row trim leaves nothing", { stock: [{ ...board, length: 200, width: 180, trim: 90 }], parts: [part] }, "stock.0.trim"],
    ["stock row unknown key", { stock: [{ ...board, thickness: 18 }], parts: [part] }, "stock.0.thickness"],
    ["both sheet and stock", { sheet, stock: [board], parts: [part] }, "stock"],
  ];
  for (const [what, body, field] of cases) {
    it(`${what} → 400 naming ${field}`, async () => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
      expect(Object.keys(res.json.errors ?? {}), JSON.stringify(res.json)).toContain(field);
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    });
  }

  it("malformed JSON and an empty body → 400", async () => {
    const bad = await call(PLAN, { method: "POST", raw: '{"sheet":', ip: randomIp() });
    expect(bad.status).toBe(400);
    const empty = await call(PLAN, { method: "POST", raw: "", ip: randomIp() });
    expect(empty.status).toBe(400);
  });
});

describe("POST /api/cutting/plan: 413, 415, 429", () => {
  it("accepts a 2,000-piece request and refuses a body over 1 MB with 413", async () => {
    const parts = Array.from({ length: 2000 }, (_, i) => ({
      name: `Part ${i} `.padEnd(80, "x"),
      length: 100 + (i % 50),
      width: 80 + (i % 30),
      quantity: 1,
    }));
    const ok = await post({ sheet: { length: 2440, width: 1220 }, parts });
    expect(ok.status).toBe(200);
    expect(ok.json.sheets.reduce((n, s) => n + s.placements.length, 0)).toBe(2000);

    const huge = JSON.stringify({ sheet: { length: 2440, width: 1220 }, parts, pad: "x".repeat(1024 * 1024) });
    const res = await call(PLAN, { method: "POST", raw: huge, ip: randomIp() });
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/too large/);
  });

  it("refuses a body that is not JSON with 415", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", null]) {
      const res = await call(PLAN, { method: "POST", raw: JSON.stringify(sample), contentType, ip: randomIp() });
      expect(res.status, String(contentType)).toBe(415);
    }
  });

  it(`one client over ${PLAN_MAX} plans per window → 429 with Retry-After; other clients unaffected; recovery after the window`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < PLAN_MAX; i++) statuses.push((await post(sample, ip)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const blocked = await post(sample, ip);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect((await post(sample)).status).toBe(200);
    await sleep((retryAfter + 1) * 1000);
    expect((await post(sample, ip)).status).toBe(200);
  }, 60_000);
});
