/**
 * Cutting batches (issue 40, part 1) against the real server and FerretDB: confirmed orders of the workshop's
 * boards nested together; every piece of every order placed once, on its own material, with its order; the batch's
 * boards never dearer than the orders' own plans; the customers' prices unchanged; refusals with the reason; undone
 * until the first piece is scanned.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { guest, orderBody, part } from "./orders-helpers";

let admin: Login;
beforeAll(async () => {
  admin = await adminSession();
}, 120_000);

type Sheet = { stock?: number; placements: { part: number; length: number; width: number; rotated: boolean }[] };
type Batch = {
  id: string;
  orders: string[];
  materials: { material: string; sheets: number; boards: number; ownPlansBoards: number; cost: number; ownPlansCost: number }[];
  cutList: { rows: { material: string; quantity: number; length: number; width: number; grain: boolean; name: string }[] };
  origin: { order: string; row: number }[];
  plans: { material: string; rows: number[]; plan: { sheets: Sheet[] } }[];
};

/** (MR plywood: no other test file puts offcuts of it in the shared store, which a batch may take.)
 * A small order of the workshop's boards: a few cabinet parts in 18 mm plywood and a back in 6 mm, confirmed. */
async function confirmedOrder(
  n: number,
  over: Record<string, unknown> = {},
  by: { who?: Login; leftovers?: "take" | "keep" | "give" } = {},
): Promise<{ reference: string; confirmedPaise: number }> {
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      part({ name: `Side ${n}`, material: "mr-ply-18", length: 720, width: 300 + 20 * n, quantity: 2 }),
      part({ name: `Shelf ${n}`, material: "mr-ply-18", length: 560 + 10 * n, width: 280, quantity: 1 + (n % 2) }),
      part({ name: `Shutter ${n}`, material: "mr-ply-18", length: 700, width: 345, quantity: 2, grain: true }),
      part({ name: `Back ${n}`, material: "ply-6", length: 700, width: 560, quantity: 1 }),
    ],
  };
  const res = await call("/api/orders", {
    method: "POST",
    ...(by.who ? { token: by.who.token } : {}),
    body: orderBody({ cutList, boardsBy: "workshop", ...(by.who ? {} : { guest: guest() }), ...over }),
  });
  expect(res.status, res.text).toBe(201);
  const reference = res.json.order.reference;
  if (by.leftovers) {
    const chosen = await call(`/api/orders/${reference}/leftovers`, { method: "PUT", token: by.who?.token, body: { choice: by.leftovers } });
    expect(chosen.status, chosen.text).toBe(200);
  }
  const confirmedPaise = 400000 + n;
  const ok = await call(`/api/orders/${reference}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise } });
  expect(ok.status, ok.text).toBe(200);
  return { reference, confirmedPaise };
}

const make = (orders: string[]) => call("/api/admin/batches", { method: "POST", token: admin.token, body: { orders } });
const undo = (id: string) => call(`/api/admin/batches/${id}`, { method: "DELETE", token: admin.token });

describe("a cutting batch", () => {
  it("nests the orders together: every piece once, on its own material, with its order, never dearer than their own plans", async () => {
    const orders = await Promise.all([1, 2, 3, 4].map((n) => confirmedOrder(n)));
    const refs = orders.map((o) => o.reference);
    const candidates = await call("/api/admin/batches", { token: admin.token });
    expect(candidates.status).toBe(200);
    for (const ref of refs) expect(candidates.json.candidates.map((c: { reference: string }) => c.reference)).toContain(ref);

    const res = await make(refs);
    expect(res.status, res.text).toBe(201);
    const batch: Batch = res.json.batch;
    expect(batch.id).toMatch(/^B-\d{4}-\d{4}$/);
    expect(batch.orders).toEqual(refs);
    for (const m of batch.materials) {
      expect(m.cost, m.material).toBeLessThanOrEqual(m.ownPlansCost);
      expect(m.boards).toBeLessThanOrEqual(m.ownPlansBoards);
    }
    // Four small orders of 18 mm: each on its own uses at least one board; together they need fewer.
    const ply = batch.materials.find((m) => m.material === "mr-ply-18")!;
    expect(ply.ownPlansBoards).toBeGreaterThanOrEqual(4);
    expect(ply.boards).toBeLessThan(ply.ownPlansBoards);

    // Every piece placed once, on its own material, in a size and turn its grain allows; each row names its order.
    const placed = new Map<number, number>();
    for (const p of batch.plans) {
      for (const s of p.plan.sheets) {
        for (const pl of s.placements) {
          const rowIndex = p.rows[pl.part];
          const row = batch.cutList.rows[rowIndex];
          expect(row.material).toBe(p.material);
          if (row.grain) expect(pl.rotated).toBe(false);
          placed.set(rowIndex, (placed.get(rowIndex) ?? 0) + 1);
        }
      }
    }
    batch.cutList.rows.forEach((r, i) => expect(placed.get(i), r.name).toBe(r.quantity));
    expect(batch.origin.slice(0, 4)).toEqual([1, 2, 3, 4].map((row) => ({ order: refs[0], row })));
    expect(batch.cutList.rows[4].name).toBe("Side 2");
    expect(batch.origin[4]).toEqual({ order: refs[1], row: 1 });

    // The customers' prices are as confirmed; each order names its batch.
    for (const o of orders) {
      const seen = await call(`/api/orders/${o.reference}`, { token: admin.token });
      expect(seen.json.order.confirmedPaise).toBe(o.confirmedPaise);
      expect(seen.json.order.batch).toBe(batch.id);
    }
    const again = await call(`/api/admin/batches/${batch.id}`, { token: admin.token });
    expect(again.json.batch.plans).toEqual(batch.plans);

    // A reusable offcut of the batch's plan goes into the store, named by the batch (once).
    // (A material no other test file plans on: the store is shared by them all.)
    const kept = { material: "prelam-pb-16", length: 900, width: 400, from: `${batch.id}/1/1` };
    const stored = await call("/api/admin/offcuts", { method: "POST", token: admin.token, body: kept });
    expect(stored.status, stored.text).toBe(201);
    expect((await call("/api/admin/offcuts", { method: "POST", token: admin.token, body: kept })).status).toBe(200);
    expect((await call(`/api/admin/offcuts/${stored.json.piece.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);

    // An order is in one batch at a time.
    const twice = await make([refs[0], (await confirmedOrder(5)).reference]);
    expect(twice.status).toBe(409);
    expect(twice.json.errors["orders.0"]).toBe(`${refs[0]} is already in batch ${batch.id}`);

    // Undone before any piece is scanned: the orders are their own again, and can be batched anew.
    const undone = await undo(batch.id);
    expect(undone.status, undone.text).toBe(200);
    expect((await undo(batch.id)).status).toBe(409);
    expect((await call(`/api/orders/${refs[0]}`, { token: admin.token })).json.order.batch).toBe("");
    const anew = await make(refs.slice(0, 2));
    expect(anew.status, anew.text).toBe(201);

    // Once a piece is scanned, the batch stands.
    const scanned = await call("/api/admin/scans", { method: "POST", token: admin.token, body: { code: `${refs[0]}/1/1`, station: "cut" } });
    expect(scanned.status).toBe(201);
    const late = await undo(anew.json.batch.id);
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/only until its first piece is scanned/);
  });

  it("is refused with the reason: too few orders, an unknown one, one not confirmed or of the customer's boards", async () => {
    expect((await call("/api/admin/batches", { method: "POST", body: { orders: [] } })).status).toBe(401);
    const { reference } = await confirmedOrder(6);
    const one = await make([reference]);
    expect(one.status).toBe(400);
    expect(one.json.errors.orders).toBe("Choose at least 2 orders");
    const unknown = await make([reference, "KPW-1999-9999"]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors["orders.1"]).toBe("No order KPW-1999-9999");
    const placed = await call("/api/orders", { method: "POST", body: orderBody({ boardsBy: "workshop", guest: guest() }) });
    const received = await make([reference, placed.json.order.reference]);
    expect(received.status).toBe(409);
    expect(received.json.errors["orders.1"]).toMatch(/is received: only confirmed orders are batched/);
    const own = await call("/api/orders", { method: "POST", body: orderBody({ boardsBy: "customer", guest: guest() }) });
    await call(`/api/orders/${own.json.order.reference}`, {
      method: "PATCH",
      token: admin.token,
      body: { status: "confirmed", confirmedPaise: 100000 },
    });
    const customers = await make([reference, own.json.order.reference]);
    expect(customers.status).toBe(409);
    expect(customers.json.errors["orders.1"]).toMatch(/cut on the customer's boards/);
    expect((await call("/api/admin/batches/B-1999-0001", { token: admin.token })).status).toBe(404);
  });

  it("honours each member's choice for its pieces: a customer who keeps or takes them gets back the boards they paid for", async () => {
    const [asha, ravi] = await Promise.all([signupAndLogin({ name: "Asha Interiors" }), signupAndLogin({ name: "Ravi Builders" })]);
    const keeper = await confirmedOrder(7, {}, { who: asha, leftovers: "keep" });
    const taker = await confirmedOrder(8, {}, { who: ravi, leftovers: "take" });
    const giver = await confirmedOrder(9);
    const res = await make([keeper.reference, taker.reference, giver.reference]);
    expect(res.status, res.text).toBe(201);
    const id = res.json.batch.id;
    type Leftover = { order: string | null; owner: string | null; goes: string; length: number; width: number; material: string };
    const { batch } = (await call(`/api/admin/batches/${id}`, { token: admin.token })).json as { batch: Batch & { leftovers: Leftover[] } };
    // Each keeping customer's own sheets stay theirs: every piece worth keeping from them goes to their shelf or with them.
    const of = (ref: string) => batch.leftovers.filter((l) => l.order === ref);
    expect(of(keeper.reference).length).toBeGreaterThan(0);
    for (const l of of(keeper.reference)) expect(l).toMatchObject({ goes: "shelf", owner: asha.user.email });
    expect(of(taker.reference).length).toBeGreaterThan(0);
    for (const l of of(taker.reference)) expect(l).toMatchObject({ goes: "customer", owner: null });
    // Everything else is the workshop's store; no piece of the keepers' goes there.
    for (const l of batch.leftovers.filter((x) => x.order !== keeper.reference && x.order !== taker.reference))
      expect(l).toMatchObject({ goes: "store", owner: null });
    // The keeper's and the taker's pieces are all on sheets of their own: no sheet mixes them with another order's.
    for (const p of batch.plans) {
      for (const s of p.plan.sheets) {
        const orders = new Set(s.placements.map((pl) => batch.origin[p.rows[pl.part]].order));
        if (orders.has(keeper.reference) || orders.has(taker.reference)) expect(orders.size).toBe(1);
      }
    }
    // The giver, nested with nobody's sheets kept for it, cannot now ask for its pieces back.
    const late = await call(`/api/orders/${giver.reference}/leftovers`, { method: "PUT", token: admin.token, body: { choice: "take" } });
    expect(late.status, late.text).toBe(409);
    expect(late.json.errors.choice).toBe("cut in a batch with other orders");
    const lateTa = await call(`/api/orders/${giver.reference}/leftovers`, {
      method: "PUT",
      token: admin.token,
      body: { choice: "take" },
      headers: { "X-Language": "ta" },
    });
    expect(lateTa.json.message).toContain("பேட்ச்சில்");
    // A keeper may still change its mind: its sheets are its own.
    const changed = await call(`/api/orders/${keeper.reference}/leftovers`, { method: "PUT", token: asha.token, body: { choice: "give" } });
    expect(changed.status, changed.text).toBe(200);
    const after = (await call(`/api/admin/batches/${id}`, { token: admin.token })).json.batch as { leftovers: Leftover[] };
    for (const l of after.leftovers.filter((x) => x.order === keeper.reference)) expect(l.goes).toBe("store");
    expect((await undo(id)).status).toBe(200);
  });
});
