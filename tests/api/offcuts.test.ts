/**
 * The offcut store (issue 18, part 3) against the real server and FerretDB:
 * staff add, find, reserve and discard pieces; an order the workshop supplies
 * boards for is planned on the store's pieces when it is confirmed, reserves
 * them, takes them off the rack when it goes into production and gives them
 * back when it is cancelled; two orders confirmed at the same moment never get
 * the same piece.
 */
import type { OffcutPiece } from "@/vocabulary/offcuts";
import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { guest, orderBody, part, listOf } from "./orders-helpers";

let admin: Login;
let asha: Login;

beforeAll(async () => {
  [admin, asha] = await Promise.all([adminSession(), signupAndLogin({ name: "Asha Interiors" })]);
}, 120_000);

type Piece = OffcutPiece;

const added = new Set<string>();
async function add(body: Record<string, unknown>) {
  const res = await call("/api/admin/offcuts", { method: "POST", token: admin.token, body });
  if (res.json?.piece?.id) added.add(res.json.piece.id);
  return res;
}

// The store is shared by every test file: leave it as it was found.
afterAll(async () => {
  for (const id of added) {
    await call(`/api/admin/offcuts/${id}`, { method: "PATCH", token: admin.token, body: { action: "release" } });
    await call(`/api/admin/offcuts/${id}`, { method: "DELETE", token: admin.token });
  }
});
const piece = async (id: string) => call(`/api/admin/offcuts/${id}`, { token: admin.token });
const patchOrder = (reference: string, body: Record<string, unknown>) =>
  call(`/api/orders/${reference}`, { method: "PATCH", token: admin.token, body });

/** An order of the workshop's boards: `n` parts of `length` × `width` mm in `material`. */
async function placeOrder(material: string, length: number, width: number, n = 1): Promise<string> {
  const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Panel", material, length, width, quantity: n })] };
  const res = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest() }) });
  expect(res.status, res.text).toBe(201);
  return res.json.order.reference;
}

const offcutSheets = (order: { plans: { sources?: { kind: string; offcut?: string }[]; plan: { sheets: { stock?: number }[] } }[] }) =>
  order.plans.flatMap((p) =>
    p.plan.sheets
      .map((s) => p.sources?.[s.stock ?? 0])
      .filter((s) => s?.kind === "offcut")
      .map((s) => s!.offcut),
  );

describe("the store", () => {
  it("is admins only", async () => {
    expect((await call("/api/admin/offcuts")).status).toBe(401);
    expect((await call("/api/admin/offcuts", { token: asha.token })).status).toBe(403);
    expect(
      (await call("/api/admin/offcuts", { method: "POST", token: asha.token, body: { material: "mdf-18", length: 900, width: 600 } })).status,
    ).toBe(403);
  });

  it("keeps pieces with both sides at least 300 mm, each with a short id, and names bad fields", async () => {
    for (const [body, field] of [
      [{ material: "mdf-18", length: 900, width: 250 }, "width"],
      [{ material: "mdf-18", length: 280, width: 600 }, "length"],
      [{ material: "teak-25", length: 900, width: 600 }, "material"],
      [{ material: "mdf-18", length: 900.5, width: 600 }, "length"],
      [{ material: "mdf-18", length: 900, width: 600, pricePaise: -5 }, "pricePaise"],
      [{ material: "mdf-18", length: 900, width: 600, from: "somewhere" }, "from"],
    ] as const) {
      const res = await add(body);
      expect(res.status, field).toBe(400);
      expect(res.json.errors, field).toHaveProperty([field]);
    }
    const made = await add({ material: "mdf-18", length: 900, width: 600, note: "by the door" });
    expect(made.status, made.text).toBe(201);
    expect(made.json.piece).toMatchObject({
      material: "mdf-18",
      length: 900,
      width: 600,
      pricePaise: 0,
      status: "stored",
      order: "",
      note: "by the door",
    });
    expect(made.json.piece.id).toMatch(/^[2-9A-HJKMNP-Z]{5}$/);

    // The same plan offcut added twice is one piece.
    const a = await add({ material: "mdf-18", length: 700, width: 400, from: "KPW-2026-0001/2/1" });
    const b = await add({ material: "mdf-18", length: 700, width: 400, from: "KPW-2026-0001/2/1" });
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.json.piece.id).toBe(a.json.piece.id);
  });

  it("finds pieces by material, size (either way round) and id", async () => {
    const big = (await add({ material: "ply-12", length: 1500, width: 800 })).json.piece as Piece;
    const small = (await add({ material: "ply-12", length: 600, width: 400 })).json.piece as Piece;
    const list = async (q: string) => (await call(`/api/admin/offcuts?${q}`, { token: admin.token })).json.pieces.map((p: Piece) => p.id);
    expect(await list("material=ply-12")).toEqual([small.id, big.id]);
    expect(await list("material=ply-12&minLength=700&minWidth=1000")).toEqual([big.id]);
    expect(await list(`q=${big.id.slice(0, 3).toLowerCase()}`)).toContain(big.id);
    const bad = await call("/api/admin/offcuts?minLength=abc", { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await piece(big.id)).json.piece.id).toBe(big.id);
    expect((await piece("ZZZZZ")).status).toBe(404);
    expect((await piece("not-an-id")).status).toBe(404);
  });

  it("reserves by hand for an open order only, and discards only a free piece", async () => {
    const p = (await add({ material: "ply-12", length: 900, width: 900 })).json.piece as Piece;
    const none = await call(`/api/admin/offcuts/${p.id}`, {
      method: "PATCH",
      token: admin.token,
      body: { action: "reserve", order: "KPW-2020-9999" },
    });
    expect(none.status).toBe(400);
    expect(none.json.errors).toHaveProperty(["order"]);
    const ref = await placeOrder("ply-12", 500, 400);
    const held = await call(`/api/admin/offcuts/${p.id}`, { method: "PATCH", token: admin.token, body: { action: "reserve", order: ref } });
    expect(held.status, held.text).toBe(200);
    expect(held.json.piece).toMatchObject({ status: "reserved", order: ref });
    expect((await call(`/api/admin/offcuts/${p.id}`, { method: "DELETE", token: admin.token })).status).toBe(409);
    const other = await placeOrder("ply-12", 500, 400);
    expect(
      (await call(`/api/admin/offcuts/${p.id}`, { method: "PATCH", token: admin.token, body: { action: "reserve", order: other } })).status,
    ).toBe(409);
    expect((await call(`/api/admin/offcuts/${p.id}`, { method: "PATCH", token: admin.token, body: { action: "release" } })).json.piece.status).toBe(
      "stored",
    );
    expect((await call(`/api/admin/offcuts/${p.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect((await piece(p.id)).status).toBe(404);
    for (const ref2 of [ref, other]) expect((await patchOrder(ref2, { status: "cancelled", reason: "test" })).status).toBe(200);
  });
});

describe("orders and the store", () => {
  it("a confirmed order is cut from a stored piece, which leaves the rack when the order goes into production", async () => {
    const p = (await add({ material: "mdf-12", length: 1200, width: 600 })).json.piece as Piece;
    const ref = await placeOrder("mdf-12", 500, 500, 2);
    const confirmed = await patchOrder(ref, { status: "confirmed", confirmedPaise: 500_00 });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(offcutSheets(confirmed.json.order)).toEqual([p.id]);
    const source = confirmed.json.order.plans[0].sources.find((s: { offcut?: string }) => s.offcut === p.id);
    expect(source).toMatchObject({ kind: "offcut", label: `Stored offcut 1200 × 600 mm (${p.id})`, length: 1200, width: 600, quantity: 1 });
    expect((await piece(p.id)).json.piece).toMatchObject({ status: "reserved", order: ref });

    expect((await patchOrder(ref, { status: "in-production" })).status).toBe(200);
    expect((await piece(p.id)).status).toBe(404);
  });

  it("a cancelled order gives its pieces back", async () => {
    const p = (await add({ material: "mdf-12", length: 1100, width: 650 })).json.piece as Piece;
    const ref = await placeOrder("mdf-12", 500, 500, 2);
    expect((await patchOrder(ref, { status: "confirmed", confirmedPaise: 500_00 })).status).toBe(200);
    expect((await piece(p.id)).json.piece.order).toBe(ref);
    expect((await patchOrder(ref, { status: "cancelled", reason: "customer changed the design" })).status).toBe(200);
    expect((await piece(p.id)).json.piece).toMatchObject({ status: "stored", order: "" });
    expect((await call(`/api/admin/offcuts/${p.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
  });

  it("a piece in an open order's plan stays that order's: release and discard are 409 until the order is cancelled (issue 36)", async () => {
    const p = (await add({ material: "mdf-12", length: 1150, width: 640 })).json.piece as Piece;
    const ref = await placeOrder("mdf-12", 500, 500, 2);
    const confirmed = await patchOrder(ref, { status: "confirmed", confirmedPaise: 500_00 });
    expect(offcutSheets(confirmed.json.order)).toEqual([p.id]);
    const release = await call(`/api/admin/offcuts/${p.id}`, { method: "PATCH", token: admin.token, body: { action: "release" } });
    expect(release.status, release.text).toBe(409);
    expect(release.json.errors.order).toBe(`planned for ${ref}`);
    expect((await call(`/api/admin/offcuts/${p.id}`, { method: "DELETE", token: admin.token })).status).toBe(409);
    // So a second order confirmed now cannot be planned on it.
    const other = await placeOrder("mdf-12", 500, 500, 2);
    const second = await patchOrder(other, { status: "confirmed", confirmedPaise: 500_00 });
    expect(offcutSheets(second.json.order)).not.toContain(p.id);
    expect((await piece(p.id)).json.piece).toMatchObject({ status: "reserved", order: ref });
    for (const r of [ref, other]) expect((await patchOrder(r, { status: "cancelled", reason: "test" })).status).toBe(200);
    expect((await piece(p.id)).json.piece).toMatchObject({ status: "stored", order: "" });
  });

  it("staff notes follow the customers' text rules (issue 36)", async () => {
    const res = await add({ material: "mdf-18", length: 900, width: 600, note: "left\u202Erack" });
    expect(res.status).toBe(400);
    expect(res.json.errors.note).toMatch(/invisible or text-direction/);
  });

  it("the price follows the plan at confirmation: the console sees old → new, and the order's estimate is made again from the new plan (issue 36)", async () => {
    const p = (await add({ material: "bwp-ply-18", length: 1500, width: 1000 })).json.piece as Piece;
    const cutList = listOf(
      part({ name: "Side", material: "bwp-ply-18", length: 720, width: 560, quantity: 4 }),
      part({ name: "Bottom", material: "bwp-ply-18", length: 860, width: 520, quantity: 2 }),
      part({ name: "Top", material: "bwp-ply-18", length: 1400, width: 450, quantity: 2 }),
    );
    const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest() }) });
    expect(placed.status, placed.text).toBe(201);
    const ref = placed.json.order.reference as string;
    const before = placed.json.order.estimate.totalPaise as number;

    const preview = await call(`/api/admin/orders/${ref}/confirmation`, { token: admin.token });
    expect(preview.status, preview.text).toBe(200);
    const pv = preview.json.preview;
    expect(pv).toMatchObject({ currentTotalPaise: before, replanned: true });
    expect(pv.boards).toContain(`Stored offcut 1500 × 1000 mm (${p.id})`);
    expect(pv.plannedTotalPaise).toBeLessThan(before);
    // Nothing reserved by looking.
    expect((await piece(p.id)).json.piece.status).toBe("stored");
    expect((await call(`/api/admin/orders/${ref}/confirmation`, { token: asha.token })).status).toBe(403);

    const confirmed = await patchOrder(ref, { status: "confirmed", confirmedPaise: pv.plannedTotalPaise });
    expect(confirmed.status, confirmed.text).toBe(200);
    const order = confirmed.json.order;
    expect(offcutSheets(order)).toEqual([p.id]);
    // The customer's page charges for the plan that will be cut: its lines name the stored piece by its size.
    expect(order.estimate.totalPaise).toBe(pv.plannedTotalPaise);
    expect(order.estimate.lines.map((l: { label: string }) => l.label).join("\n")).toContain(`Stored offcut 1500 × 1000 mm (${p.id})`);
    expect(order.confirmedPaise).toBe(pv.plannedTotalPaise);
    expect((await patchOrder(ref, { status: "cancelled", reason: "test" })).status).toBe(200);
  });

  it("two orders confirmed at the same moment never get the same piece", async () => {
    for (let round = 0; round < 3; round++) {
      const p = (await add({ material: "mdf-6", length: 1000, width: 700 })).json.piece as Piece;
      const refs = await Promise.all([placeOrder("mdf-6", 900, 600), placeOrder("mdf-6", 900, 600)]);
      const results = await Promise.all(refs.map((ref) => patchOrder(ref, { status: "confirmed", confirmedPaise: 300_00 })));
      for (const r of results) expect(r.status, r.text).toBe(200);
      const using = results.filter((r) => offcutSheets(r.json.order).includes(p.id));
      expect(using, `round ${round}`).toHaveLength(1);
      const stored = (await piece(p.id)).json.piece;
      expect(stored.status).toBe("reserved");
      expect(stored.order).toBe(using[0].json.order.reference);
      // The other order is cut from a full board.
      const other = results.find((r) => r !== using[0])!;
      expect(offcutSheets(other.json.order)).toEqual([]);
      for (const ref of refs) expect((await patchOrder(ref, { status: "cancelled", reason: "test over" })).status).toBe(200);
      expect((await call(`/api/admin/offcuts/${p.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    }
  });
});

describe("a lock left by a server that crashed", () => {
  it("is cleared at once when its process is gone: the next change goes through instead of waiting for a 503 (issue 56)", async () => {
    // A process of this machine that has ended: its id names nobody now.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
    try {
      const locks = conn.collection<{ _id: string; owner: string; expiresAt: Date; host: string; pid?: number; boot: string }>("locks");
      await locks.deleteOne({ _id: "offcuts" });
      await locks.insertOne({
        _id: "offcuts",
        owner: "crashed",
        expiresAt: new Date(Date.now() + 30_000),
        host: hostname(),
        pid: gone,
        boot: "before",
      });
      const res = await add({ material: "mdf-18", length: 900, width: 600 });
      expect(res.status, res.text).toBe(201);
      expect(await locks.findOne({ _id: "offcuts" })).toBeNull();
    } finally {
      await conn.close();
    }
  });
});
