/**
 * The rack as data (issue 18, parts 1, 3 and 6): the materials and board sizes
 * the workshop keeps in its console, read by the cut-list page, the plans and
 * the estimates; the boards a customer brings; a retired material on old
 * orders. The catalog is put back as it was at the end (files share one database).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { guest, orderBody, part } from "./orders-helpers";

interface Board {
  length: number;
  width: number;
  pricePaise: number;
  inStock: boolean;
}
interface Material {
  id: string;
  label: string;
  thickness: number;
  kind: string;
  grain: boolean;
  retired: boolean;
  boards: Board[];
}

let admin: Login;
let asha: Login;
let original: Material[];

const put = (materials: Material[]) => call("/api/admin/materials", { method: "PUT", token: admin.token, body: { materials } });
const withMaterial = (list: Material[], id: string, patch: Partial<Material>) => list.map((m) => (m.id === id ? { ...m, ...patch } : m));

beforeAll(async () => {
  [admin, asha] = await Promise.all([adminSession(), signupAndLogin({ name: "Asha Interiors" })]);
  const res = await call("/api/admin/materials", { token: admin.token });
  expect(res.status, res.text).toBe(200);
  original = res.json.materials;
}, 120_000);

afterAll(async () => {
  if (original) expect((await put(original)).status).toBe(200);
});

describe("the catalog", () => {
  it("starts as today's ten materials on 8 × 4 boards, public to read and admins-only to change", async () => {
    const pub = await call("/api/materials");
    expect(pub.status).toBe(200);
    expect(pub.json.materials.map((m: Material) => m.id)).toEqual([
      "bwp-ply-18",
      "mr-ply-18",
      "mdf-18",
      "hdhmr-18",
      "prelam-pb-18",
      "prelam-pb-16",
      "ply-12",
      "mdf-12",
      "ply-6",
      "mdf-6",
    ]);
    for (const m of pub.json.materials as Material[]) {
      expect(m.boards).toEqual([{ length: 2440, width: 1220, pricePaise: expect.any(Number), inStock: true }]);
      expect(m.boards[0].pricePaise).toBeGreaterThan(0);
    }
    expect(pub.json.materials.find((m: Material) => m.id === "mdf-18")).toMatchObject({
      label: "18 mm MDF",
      thickness: 18,
      kind: "mdf",
      grain: false,
    });

    expect((await call("/api/admin/materials")).status).toBe(401);
    expect((await call("/api/admin/materials", { token: asha.token })).status).toBe(403);
    expect((await call("/api/admin/materials", { method: "PUT", token: asha.token, body: { materials: original } })).status).toBe(403);
  });

  it("names each bad field and saves nothing of a bad list", async () => {
    const cases: [Material[], string][] = [
      [
        withMaterial(original, "mdf-18", { boards: [{ length: 2440, width: 1220, pricePaise: -1, inStock: true }] }),
        "materials.2.boards.0.pricePaise",
      ],
      [withMaterial(original, "mdf-18", { boards: [{ length: 1220, width: 2440, pricePaise: 100, inStock: true }] }), "materials.2.boards.0.width"],
      [withMaterial(original, "mdf-18", { boards: [] }), "materials.2.boards"],
      [
        withMaterial(original, "mdf-18", {
          boards: [
            { length: 2440, width: 1220, pricePaise: 100, inStock: true },
            { length: 2440, width: 1220, pricePaise: 200, inStock: true },
          ],
        }),
        "materials.2.boards.1.length",
      ],
      [[...original, { ...original[0], label: "Copy" }], "materials.10.id"],
      [[...original, { ...original[0], id: "Bad Id", label: "New" }], "materials.10.id"],
      [withMaterial(original, "mdf-18", { kind: "glass" }), "materials.2.kind"],
      // Staff text follows the customers' rules: a label shows in estimate lines and prints on invoices (issue 36).
      [withMaterial(original, "mdf-18", { label: "18 mm MDF\u202Eexe" }), "materials.2.label"],
    ];
    for (const [materials, field] of cases) {
      const res = await put(materials);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.errors), field).toContain(field);
    }
    const removed = await put(original.filter((m) => m.id !== "ply-6"));
    expect(removed.status).toBe(400);
    expect(removed.json.errors.materials).toMatch(/6 mm plywood retired instead/);
    expect((await call("/api/admin/materials", { token: admin.token })).json.materials).toEqual(original);
  });
});

describe("plans on the rack", () => {
  // Five 1000 × 500 mm parts: four fit an 8 × 4 board, so full boards alone need two.
  const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Panel", material: "mdf-18", length: 1000, width: 500, quantity: 5 })] };
  const mdf = () => original.find((m) => m.id === "mdf-18")!;

  it("mixes board sizes to pay less, never offers a size out of stock, and prices each size used", async () => {
    const full = mdf().boards[0].pricePaise;
    const six = Math.round(full * 0.7);
    const saved = await put(
      withMaterial(original, "mdf-18", {
        boards: [
          { length: 2440, width: 1220, pricePaise: full, inStock: true },
          { length: 1830, width: 1220, pricePaise: six, inStock: true },
          { length: 2135, width: 1220, pricePaise: 1, inStock: false },
        ],
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    const pub = (await call("/api/materials")).json.materials.find((m: Material) => m.id === "mdf-18");
    expect(pub.boards.map((b: Board) => `${b.length}x${b.width}`)).toEqual(["2440x1220", "1830x1220"]);

    const res = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
    expect(res.status, res.text).toBe(200);
    const boards = res.json.estimate.lines.filter((l: { group: string }) => l.group === "boards");
    // Three of these parts fit a 6 × 4 board: two 6 × 4s (1.4 full boards' price) beat two 8 × 4s.
    expect(boards.map((l: { label: string; quantity: number; ratePaise: number }) => [l.label, l.quantity, l.ratePaise])).toEqual([
      ["Board: 18 mm MDF, 6 × 4 ft", 2, six],
    ]);
    expect(res.json.sheets).toEqual([
      {
        material: "mdf-18",
        sheets: 2,
        yield: expect.any(Number),
        boards: [{ kind: "board", label: "6 × 4 ft", words: "6 × 4 ft", count: 2, pricePaise: six }],
      },
    ]);
    // Now the 6 × 4 is out of stock: back to full boards.
    const out = await put(
      withMaterial(original, "mdf-18", { boards: [mdf().boards[0], { length: 1830, width: 1220, pricePaise: six, inStock: false }] }),
    );
    expect(out.status, out.text).toBe(200);
    const again = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
    expect(again.json.sheets[0].boards).toEqual([{ kind: "board", label: "8 × 4 ft", words: "8 × 4 ft", count: 2, pricePaise: full }]);
    expect(
      (await put(withMaterial(original, "mdf-18", { boards: [mdf().boards[0], { length: 1830, width: 1220, pricePaise: six, inStock: true }] })))
        .status,
    ).toBe(200);
  });

  it("cuts from the customer's own boards and leftovers first, and never charges for them", async () => {
    // How the customer reads their piece: keyed (issue 52), said in their language.
    const YOURS = { key: "boardYours", values: { length: "1200", width: "600" } };
    // Four parts: one 8 × 4 without the leftover; with it, the leftover and one 6 × 4 (cheaper).
    const four = { ...cutList, rows: [{ ...cutList.rows[0], quantity: 4 }] };
    const own = [{ material: "mdf-18", length: 1200, width: 600, count: 1 }];
    const without = await call("/api/orders/estimate", { method: "POST", body: { cutList: four, boardsBy: "workshop" } });
    expect(without.json.sheets[0].boards).toEqual([
      { kind: "board", label: "8 × 4 ft", words: "8 × 4 ft", count: 1, pricePaise: mdf().boards[0].pricePaise },
    ]);
    const res = await call("/api/orders/estimate", { method: "POST", body: { cutList: { ...four, own }, boardsBy: "workshop" } });
    expect(res.status, res.text).toBe(200);
    // The leftover takes one part (used whole, no trim), a 6 × 4 the other three.
    expect(res.json.sheets[0].boards).toEqual([
      { kind: "own", label: "Your board 1200 × 600 mm", words: YOURS, count: 1, pricePaise: 0 },
      { kind: "board", label: "6 × 4 ft", words: "6 × 4 ft", count: 1, pricePaise: expect.any(Number) },
    ]);
    // Five parts: two 6 × 4s (three parts each at most) without the leftover; with it, the leftover and one 8 × 4 (four parts), cheaper.
    const five = await call("/api/orders/estimate", { method: "POST", body: { cutList: { ...cutList, own }, boardsBy: "workshop" } });
    expect(five.json.sheets[0].boards).toEqual([
      { kind: "own", label: "Your board 1200 × 600 mm", words: YOURS, count: 1, pricePaise: 0 },
      { kind: "board", label: "8 × 4 ft", words: "8 × 4 ft", count: 1, pricePaise: mdf().boards[0].pricePaise },
    ]);
    // A leftover that saves nothing stays on the rack: three parts fit one 6 × 4, and cutting the leftover too would cut more board for the same price.
    const three = { ...cutList, rows: [{ ...cutList.rows[0], quantity: 3 }], own };
    const kept = await call("/api/orders/estimate", { method: "POST", body: { cutList: three, boardsBy: "workshop" } });
    expect(kept.json.sheets[0].boards).toEqual([{ kind: "board", label: "6 × 4 ft", words: "6 × 4 ft", count: 1, pricePaise: expect.any(Number) }]);
    const lines = res.json.estimate.lines;
    expect(lines.filter((l: { group: string }) => l.group === "boards").every((l: { label: string }) => l.label.startsWith("Board: 18 mm MDF"))).toBe(
      true,
    );
    // Cutting is still charged on every sheet, the customer's own included.
    expect(lines.find((l: { group: string }) => l.group === "cutting").quantity).toBe(res.json.sheets[0].sheets);

    const bad = await call("/api/orders/estimate", {
      method: "POST",
      body: { cutList: { ...cutList, own: [{ material: "mdf-18", length: 1200, width: 600, count: 0 }] }, boardsBy: "workshop" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty(["cutList.own.0.count"]);
    const unknown = await call("/api/orders/estimate", {
      method: "POST",
      body: { cutList: { ...cutList, own: [{ material: "teak-25", length: 1200, width: 600, count: 1 }] }, boardsBy: "workshop" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toHaveProperty(["cutList.own.0.material"]);
  });

  it("a retired material is not offered for new lists but stays readable on old orders, with the name it had", async () => {
    const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest() }) });
    expect(placed.status, placed.text).toBe(201);
    const { reference, link } = placed.json.order;
    expect(placed.json.order.materials).toEqual({ "mdf-18": "18 mm MDF" });
    expect(placed.json.order.plans[0].sources.map((s: { label: string }) => s.label)).toEqual(["8 × 4 ft", "6 × 4 ft"]);
    expect(placed.json.order.plans[0].plan.sheets.map((s: { stock: number }) => s.stock)).toEqual([1, 1]);

    const retired = await put(withMaterial(original, "mdf-18", { retired: true, label: "18 mm MDF (old stock)" }));
    expect(retired.status, retired.text).toBe(200);
    expect((await call("/api/materials")).json.materials.find((m: Material) => m.id === "mdf-18")).toMatchObject({ retired: true });
    const refused = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors["cutList.rows.0.material"]).toMatch(/no longer offered/);

    const key = new URL(link, "http://x").searchParams.get("key");
    const old = await call(`/api/orders/${reference}?key=${key}`);
    expect(old.status, old.text).toBe(200);
    expect(old.json.order.materials).toEqual({ "mdf-18": "18 mm MDF" });
    expect(old.json.order.plans[0].plan.sheets).toHaveLength(2);
    expect(old.json.order.estimate.lines.find((l: { group: string }) => l.group === "boards").label).toBe("Board: 18 mm MDF, 6 × 4 ft");
    expect(old.json.order.estimate.totalPaise).toBe(placed.json.order.estimate.totalPaise);
  });
});

describe("the workshop's saw (issue 36)", () => {
  const list = (saw: { kerf: number; trim: number }) => ({
    saw,
    rows: [part({ material: "mdf-18", length: 1215, width: 605, quantity: 4, grain: false })],
  });
  const estimate = (cutList: unknown) => call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
  const putSaw = (saw: unknown) => call("/api/admin/materials", { method: "PUT", token: admin.token, body: { materials: original, saw } });

  afterAll(async () => {
    expect((await putSaw({ kerf: 4, trim: 10 })).status).toBe(200);
  });

  it("prices and stores every plan on the console's kerf and trim, never on the request's", async () => {
    expect((await putSaw({ kerf: 4, trim: 10 })).status).toBe(200);
    const ours = await estimate(list({ kerf: 4, trim: 10 }));
    expect(ours.status, ours.text).toBe(200);
    // 1215 + 4 + 1215 > 2420 and 605 + 4 + 605 > 1200: one part per trimmed board, four boards.
    expect(ours.json.sheets[0].sheets).toBe(4);
    // A request with no kerf and no trim (four parts would fit one board) is planned and priced the same.
    const zero = await estimate(list({ kerf: 0, trim: 0 }));
    expect(zero.json.sheets[0].sheets).toBe(4);
    expect(zero.json.estimate.totalPaise).toBe(ours.json.estimate.totalPaise);
    // The order keeps the saw it was planned on: the workshop's.
    const placed = await call("/api/orders", {
      method: "POST",
      body: orderBody({ cutList: list({ kerf: 0, trim: 0 }), boardsBy: "workshop", guest: guest() }),
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.order.cutList.saw).toEqual({ kerf: 4, trim: 10 });
    expect(placed.json.order.estimate.totalPaise).toBe(ours.json.estimate.totalPaise);
  });

  it("is set in the console: public on the catalog, checked field by field, and used by the next estimate", async () => {
    const bad = await putSaw({ kerf: -1, trim: "ten" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["saw.kerf", "saw.trim"]);
    expect((await call("/api/materials")).json.saw).toEqual({ kerf: 4, trim: 10 });

    const thin = await putSaw({ kerf: 0, trim: 0 });
    expect(thin.status, thin.text).toBe(200);
    expect(thin.json.saw).toEqual({ kerf: 0, trim: 0 });
    expect((await call("/api/materials")).json.saw).toEqual({ kerf: 0, trim: 0 });
    // Now four parts fit one board, whatever the request says.
    expect((await estimate(list({ kerf: 4, trim: 10 }))).json.sheets[0].sheets).toBe(1);
    // Saving the boards without a saw keeps the saw as it is.
    expect((await put(original)).json.saw).toEqual({ kerf: 0, trim: 0 });
  });

  it("tells the saw's file what the console sets (issue 53): the book, head cuts, the file; checked, kept when not sent, never public", async () => {
    const putFile = (sawFile: unknown) => call("/api/admin/materials", { method: "PUT", token: admin.token, body: { materials: original, sawFile } });
    expect((await call("/api/admin/materials", { token: admin.token })).json.sawFile).toEqual({ book: 1, headCuts: false, format: "ptx" });
    for (const [bad, field] of [
      [{ book: 0, headCuts: false, format: "ptx" }, "sawFile.book"],
      [{ book: 11, headCuts: false, format: "ptx" }, "sawFile.book"],
      [{ book: 2.5, headCuts: false, format: "ptx" }, "sawFile.book"],
      [{ book: 2, headCuts: "yes", format: "ptx" }, "sawFile.headCuts"],
      [{ book: 2, headCuts: true, format: "dxf" }, "sawFile.format"],
    ] as const) {
      const res = await putFile(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json.errors)).toEqual([field]);
    }
    const saved = await putFile({ book: 4, headCuts: true, format: "csv" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.sawFile).toEqual({ book: 4, headCuts: true, format: "csv" });
    expect((await put(original)).json.sawFile).toEqual({ book: 4, headCuts: true, format: "csv" });
    expect((await call("/api/materials")).json).not.toHaveProperty("sawFile");
    expect((await putFile({ book: 1, headCuts: false, format: "ptx" })).json.sawFile.book).toBe(1);
  });
});

describe("the boards' Tamil names (walk 6, C22)", () => {
  it("name the board on the Tamil cut list, in the Tamil estimate's lines and on the Tamil order page; English stays English", async () => {
    const tamil = "18 மி.மீ. எம்.டி.எஃப் (சோதனை)";
    expect((await put(withMaterial(original, "mdf-18", { labelTa: tamil } as Partial<Material>))).status).toBe(200);
    try {
      const list = { saw: { kerf: 4, trim: 10 }, rows: [part({ material: "mdf-18", length: 700, width: 500, quantity: 2 })] };
      // The board's name in the page's catalogue (the RSC payload escapes its quotes).
      const named = (name: string) => new RegExp(`label\\\\?":\\\\?"${name.replace(/[().]/g, "\\$&")}\\\\?"`);
      expect((await call("/ta/cut-list")).text).toMatch(named(tamil));
      expect((await call("/cut-list")).text).toMatch(named("18 mm MDF"));
      expect((await call("/cut-list")).text).not.toMatch(named(tamil));
      const estimate = await call("/api/orders/estimate", { method: "POST", body: { cutList: list, boardsBy: "workshop" } });
      expect(estimate.status, estimate.text).toBe(200);
      const board = estimate.json.estimate.lines.find((l: { group: string }) => l.group === "boards");
      expect(board.said.values.material).toEqual({ en: "18 mm MDF", ta: tamil });
      expect(board.label).toBe("Board: 18 mm MDF, 8 × 4 ft");

      const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList: list, boardsBy: "workshop", guest: guest() }) });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.json.order.materialsTa).toEqual({ "mdf-18": tamil });
      const key = new URL(placed.json.order.link, "http://x").searchParams.get("key");
      const ta = await call(`/ta/orders/${placed.json.order.reference}?key=${key}`);
      expect(ta.status).toBe(200);
      expect(ta.text).toContain(tamil);
      expect((await call(`/orders/${placed.json.order.reference}?key=${key}`)).text).not.toContain(tamil);
    } finally {
      expect((await put(original)).status).toBe(200);
    }
  });
});
