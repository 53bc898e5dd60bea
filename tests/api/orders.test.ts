/**
 * Orders over HTTP against the real server and database: the tariff, the
 * server's estimate, creating orders (guest and signed in), access control,
 * idempotency, concurrent submissions, the status machine and the exports.
 */
import JSZip from "jszip";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { dayFromToday, guest, idempotencyKey, kitchenList, orderBody, part, REFERENCE } from "./orders-helpers";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { planInput } from "@/lib/cutting/list/plan-input";
import type { Catalog } from "@/lib/cutting/list/materials";

let conn: mongoose.Connection;
let admin: Login;
let asha: Login;
let bala: Login;

beforeAll(async () => {
  conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  [admin, asha, bala] = await Promise.all([adminSession(), signupAndLogin({ name: "Asha Interiors" }), signupAndLogin({ name: "Bala Carpentry" })]);
}, 120_000);

afterAll(async () => {
  await conn?.close();
});

const orders = () => conn.collection("orderbook");

async function placeGuestOrder(over: Record<string, unknown> = {}) {
  const res = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), ...over }) });
  expect(res.status, res.text).toBe(201);
  return res.json.order;
}

function keyOf(link: string): string {
  return new URL(link, "http://x").searchParams.get("key")!;
}

describe("tariff", () => {
  it("is admins only, seeded with example figures, and records when each price changed", async () => {
    expect((await call("/api/admin/tariff")).status).toBe(401);
    expect((await call("/api/admin/tariff", { token: asha.token })).status).toBe(403);
    const first = await call("/api/admin/tariff", { token: admin.token });
    expect(first.status).toBe(200);
    const cutting = first.json.items.find((i: { key: string }) => i.key === "cutting.16-25");
    expect(cutting).toMatchObject({ group: "cutting", unit: "per sheet" });
    expect(first.json.items.map((i: { key: string }) => i.key)).toEqual(
      expect.arrayContaining([
        "banding.0.45",
        "banding.0.8",
        "banding.1",
        "banding.2",
        "holes.hinge-cup",
        "holes.other",
        "pasting.hot-press",
        "pasting.contact-adhesive",
      ]),
    );
    // Board prices live with the boards (GET /api/admin/materials), not in the tariff.
    expect(first.json.items.some((i: { key: string }) => i.key.startsWith("board."))).toBe(false);

    const saved = await call("/api/admin/tariff", { method: "PATCH", token: admin.token, body: { prices: { "cutting.16-25": 125_00 } } });
    expect(saved.status, saved.text).toBe(200);
    const after = saved.json.items.find((i: { key: string }) => i.key === "cutting.16-25");
    expect(after).toMatchObject({ paise: 125_00, example: false, changedBy: "Admin" });
    expect(Date.parse(after.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    const untouched = saved.json.items.find((i: { key: string }) => i.key === "cutting.upto-9");
    expect(untouched.example).toBe(true);
  });

  it("two admins saving different prices at the same moment both keep their change", async () => {
    for (let round = 0; round < 3; round++) {
      const a = 200_00 + round;
      const b = 300_00 + round;
      const [ra, rb] = await Promise.all([
        call("/api/admin/tariff", { method: "PATCH", token: admin.token, body: { prices: { "holes.other": a } } }),
        call("/api/admin/tariff", { method: "PATCH", token: admin.token, body: { prices: { "pasting.hot-press": b } } }),
      ]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const items = (await call("/api/admin/tariff", { token: admin.token })).json.items as { key: string; paise: number }[];
      expect(items.find((i) => i.key === "holes.other")?.paise, `round ${round}`).toBe(a);
      expect(items.find((i) => i.key === "pasting.hot-press")?.paise, `round ${round}`).toBe(b);
    }
  });

  it("refuses unknown prices, fractions of a paisa and negative amounts, naming the field", async () => {
    for (const [prices, field] of [
      [{ "cutting.nope": 100 }, "prices.cutting.nope"],
      [{ "banding.2": 10.5 }, "prices.banding.2"],
      [{ "banding.2": -1 }, "prices.banding.2"],
    ] as const) {
      const res = await call("/api/admin/tariff", { method: "PATCH", token: admin.token, body: { prices } });
      expect(res.status, JSON.stringify(prices)).toBe(400);
      expect(Object.keys(res.json.errors).join(" "), JSON.stringify(prices)).toContain(field);
    }
  });
});

describe("estimate", () => {
  it("is computed by the server from the stored tariff and its own plan", async () => {
    const prices = { "cutting.16-25": 100_00, "banding.2": 20_00, "holes.hinge-cup": 10_00 };
    expect((await call("/api/admin/tariff", { method: "PATCH", token: admin.token, body: { prices } })).status).toBe(200);
    const board = (await call("/api/materials")).json.materials.find((m: { id: string }) => m.id === "bwp-ply-18").boards[0];
    expect(board).toMatchObject({ length: 2440, width: 1220, inStock: true });
    // 2 × (720 × 560), L1 banded 2 mm: 1.44 m of band; 2 × 2 hinge cups; one sheet.
    const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ edges: { l1: 2, l2: null, w1: null, w2: null }, note: "2 hinge cups" })] };
    const res = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
    expect(res.status, res.text).toBe(200);
    const e = res.json.estimate;
    expect(res.json.sheets).toEqual([expect.objectContaining({ material: "bwp-ply-18", sheets: 1 })]);
    const subtotal = board.pricePaise + 100_00 + 28_80 + 40_00;
    expect(e.subtotalPaise).toBe(subtotal);
    expect(e.gstPaise).toBe(Math.round(subtotal * 0.18));
    expect(e.totalPaise).toBe(subtotal + e.gstPaise);

    const customer = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "customer" } });
    expect(customer.json.estimate.subtotalPaise).toBe(subtotal - board.pricePaise);
  });

  it("takes no figures from the browser and names bad fields", async () => {
    const cutList = kitchenList();
    const forged = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop", totalPaise: 1 } });
    expect(forged.status).toBe(400);
    expect(forged.json.errors.totalPaise).toBeTruthy();
    const tooBig = await call("/api/orders/estimate", {
      method: "POST",
      body: { cutList: { ...cutList, rows: [part({ length: 3000, width: 1300 })] }, boardsBy: "customer" },
    });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.json.errors)[0]).toMatch(/^cutList\.rows\.0\./);
    const notJson = await call("/api/orders/estimate", { method: "POST", raw: "x", contentType: "text/plain" });
    expect(notJson.status).toBe(415);
  });
});

describe("the page's own plan", () => {
  // Two sides and two shelves: one board takes them all. The page's plan here is sound but puts each row on a
  // board of its own (two boards), so which plan the server used shows in the count.
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [part({ name: "Side", length: 720, width: 560, quantity: 2 }), part({ name: "Shelf", length: 564, width: 540, quantity: 2 })],
  };
  async function pagePlan() {
    const catalog = (await call("/api/materials")).json as Catalog;
    const [group] = planInputsByMaterial(cutList, catalog);
    const sheets = group.input.parts.flatMap((p, i) =>
      planInput({ ...group.input, parts: [p] }, 200).sheets.map((s) => ({ ...s, placements: s.placements.map((x) => ({ ...x, part: i })) })),
    );
    return { material: group.material.id, sheets, unplaced: [] };
  }
  const sheetsIn = (res: { json: { sheets: { sheets: number }[] } }) => res.json.sheets[0].sheets;

  it("is what the estimate and the order are for when it holds up for the workshop's boards", async () => {
    const plan = await pagePlan();
    expect(plan.sheets).toHaveLength(2);
    const own = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop" } });
    expect(own.status, own.text).toBe(200);
    expect(sheetsIn(own)).toBe(1);
    const claimed = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop", plans: [plan] } });
    expect(claimed.status, claimed.text).toBe(200);
    expect(sheetsIn(claimed)).toBe(2);
    expect(claimed.json.estimate.subtotalPaise).toBeGreaterThan(own.json.estimate.subtotalPaise);

    const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", plans: [plan], guest: guest() }) });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json.order;
    expect(order.plans[0].plan.sheets).toHaveLength(2);
    expect(order.plans[0].plan.summary).toMatchObject({ sheets: 2 });
    expect(order.estimate.totalPaise).toBe(claimed.json.estimate.totalPaise);
  });

  it("is set aside when it does not hold up (a part moved onto another, a part left out): the server plans", async () => {
    const overlapping = await pagePlan();
    const [a, b] = overlapping.sheets[0].placements;
    Object.assign(b, { x: a.x, y: a.y });
    const short = await pagePlan();
    short.sheets[1].placements.pop();
    for (const plan of [overlapping, short]) {
      const res = await call("/api/orders/estimate", { method: "POST", body: { cutList, boardsBy: "workshop", plans: [plan] } });
      expect(res.status, res.text).toBe(200);
      expect(sheetsIn(res)).toBe(1);
    }
  });

  it("a malformed plan is a bad request naming the field; a retried order with its plan worked out again is the same order", async () => {
    const plan = await pagePlan();
    const bad = await call("/api/orders/estimate", {
      method: "POST",
      body: {
        cutList,
        boardsBy: "workshop",
        plans: [{ ...plan, sheets: [{ ...plan.sheets[0], placements: [{ ...plan.sheets[0].placements[0], x: "left" }] }] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["plans.0.sheets.0.placements.0.x"]);
    expect(bad.json.errors["plans.0.sheets.0.placements.0.x"]).toMatch(/must be a number of mm/);

    const body = orderBody({ cutList, boardsBy: "workshop", guest: guest() });
    const first = await call("/api/orders", { method: "POST", body: { ...body, plans: [plan] } });
    expect(first.status, first.text).toBe(201);
    const again = await call("/api/orders", { method: "POST", body });
    expect(again.status, again.text).toBe(200);
    expect(again.json.order.reference).toBe(first.json.order.reference);
  });
});

describe("placing orders", () => {
  it("a guest orders a 10-part list: a reference, the link, the plan and the estimate are stored whole", async () => {
    const res = await call("/api/orders", { method: "POST", body: orderBody({ cutList: kitchenList(), boardsBy: "workshop", guest: guest() }) });
    expect(res.status, res.text).toBe(201);
    const o = res.json.order;
    expect(o.reference).toMatch(REFERENCE);
    expect(o.reference.slice(4, 8)).toBe(String(new Date(Date.now() + 5.5 * 3600_000).getUTCFullYear()));
    expect(o.status).toBe("received");
    expect(o.guest).toBe(true);
    expect(o.link).toMatch(new RegExp(`^/orders/${o.reference}\\?key=[A-Za-z0-9_-]{43}$`));
    expect(o.cutList.rows).toHaveLength(10);
    expect(o.plans.map((p: { material: string }) => p.material).sort()).toEqual(["bwp-ply-18", "mdf-18", "ply-12", "ply-6"]);
    expect(o.estimate.totalPaise).toBeGreaterThan(0);
    expect(o.history).toEqual([expect.objectContaining({ kind: "status", status: "received", byRole: "guest", byName: "Murugan K" })]);
    const stored = await orders().findOne({ _id: o.reference } as object);
    expect(stored?.estimateTotalPaise).toBe(o.estimate.totalPaise);
  });

  it("refuses a guest without a name and phone, a past date, delivery without an address, an empty list: nothing is stored", async () => {
    const before = await orders().countDocuments();
    const cases: [Record<string, unknown>, string][] = [
      [orderBody(), "guest.name"],
      [orderBody({ guest: guest({ phone: "call me" }) }), "guest.phone"],
      [orderBody({ guest: guest(), requiredBy: dayFromToday(-2) }), "requiredBy"],
      [orderBody({ guest: guest(), requiredBy: "2026-02-30" }), "requiredBy"],
      [orderBody({ guest: guest(), fulfilment: "delivery" }), "deliveryAddress"],
      [orderBody({ guest: guest(), cutList: { saw: { kerf: 4, trim: 10 }, rows: [] } }), "cutList.rows"],
      [orderBody({ guest: guest(), cutList: { saw: { kerf: 4, trim: 10 }, rows: [part({ length: 2500, width: 1250 })] } }), "cutList.rows.0"],
      [orderBody({ guest: guest(), idempotencyKey: "short" }), "idempotencyKey"],
      [orderBody({ guest: guest(), status: "completed" }), "status"],
    ];
    for (const [body, field] of cases) {
      const res = await call("/api/orders", { method: "POST", body });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(
        Object.keys(res.json.errors ?? {}).some((k) => k.startsWith(field)),
        `${field}: ${res.text}`,
      ).toBe(true);
    }
    expect(await orders().countDocuments()).toBe(before);
  });

  it("keeps the language of the page it was placed from (X-Language), for the workshop's messages: English when none", async () => {
    const tamil = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }), headers: { "X-Language": "ta" } });
    expect(tamil.status, tamil.text).toBe(201);
    expect(tamil.json.order.language).toBe("ta");
    expect((await orders().findOne({ _id: tamil.json.order.reference } as object))?.language).toBe("ta");
    const english = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
    expect(english.json.order.language).toBe("en");
    const other = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }), headers: { "X-Language": "fr" } });
    expect(other.json.order.language).toBe("en");
  });

  it("a signed-in customer confirms in one step: the account's name and phone go on the order", async () => {
    const res = await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() });
    expect(res.status, res.text).toBe(201);
    expect(res.json.order).toMatchObject({ guest: false, customer: { name: "Asha Interiors", email: asha.user.email } });
  });
});

describe("concurrent writes to one order", () => {
  it("a status change made while the order is still being filed is kept (FerretDB rewrites whole documents)", async () => {
    for (let i = 0; i < 5; i++) {
      const o = await placeGuestOrder({ guest: guest({ name: `Race Check${i}` }) });
      const confirmed = await call(`/api/orders/${o.reference}`, {
        method: "PATCH",
        token: admin.token,
        body: { status: "confirmed", confirmedPaise: 99900 },
      });
      expect(confirmed.status).toBe(200);
      // Once the order's search terms are filed (found by name), the status must still be the one set.
      for (let t = 0; t < 20 && !(await call(`/api/admin/orders?q=check${i}`, { token: admin.token })).json.items.length; t++)
        await new Promise((r) => setTimeout(r, 100));
      const stored = await orders().findOne({ _id: o.reference } as object);
      expect(stored?.status).toBe("confirmed");
      expect(stored?.confirmedPaise).toBe(99900);
    }
  });
});

describe("idempotency", () => {
  it("the same key and order again returns the same order, never a second one", async () => {
    const body = orderBody({ guest: guest() });
    const first = await call("/api/orders", { method: "POST", body });
    const again = await call("/api/orders", { method: "POST", body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.order.reference).toBe(first.json.order.reference);
    expect(again.json.order.link).toBe(first.json.order.link);
    expect(await orders().countDocuments({ idempotencyKey: body.idempotencyKey })).toBe(1);
  });

  it("a double tap (the same submission five times at once) stores one order", async () => {
    const body = orderBody({ guest: guest() });
    const results = await Promise.all(Array.from({ length: 5 }, () => call("/api/orders", { method: "POST", body })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.order.reference)).size).toBe(1);
    expect(await orders().countDocuments({ idempotencyKey: body.idempotencyKey })).toBe(1);
  });

  it("a key reused for a different order, or by another account, is refused (409)", async () => {
    const body = orderBody({ guest: guest() });
    expect((await call("/api/orders", { method: "POST", body })).status).toBe(201);
    const changed = await call("/api/orders", { method: "POST", body: { ...body, notes: "different" } });
    expect(changed.status).toBe(409);
    expect(changed.json.errors.idempotencyKey).toBeTruthy();
    const other = await call("/api/orders", { method: "POST", token: bala.token, body: { ...body, guest: undefined } });
    expect(other.status).toBe(409);
    expect(JSON.stringify(other.json)).not.toContain("KPW-");
  });
});

describe("references under concurrent submissions", () => {
  it("twelve orders at once get twelve distinct, consecutive references", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: `Rush ${i}` }) }) })),
    );
    for (const r of results) expect(r.status, r.text).toBe(201);
    const refs = results.map((r) => r.json.order.reference as string);
    expect(new Set(refs).size).toBe(12);
    const seqs = refs.map((r) => Number(r.split("-")[2])).sort((a, b) => a - b);
    expect(seqs[11] - seqs[0]).toBe(11);
  });
});

describe("access control", () => {
  it("only the customer, the guest link's holder and admins can open an order; everyone else gets 404", async () => {
    const mine = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() })).json.order;
    const guestOrder = await placeGuestOrder();
    const key = keyOf(guestOrder.link);

    expect((await call(`/api/orders/${mine.reference}`, { token: asha.token })).status).toBe(200);
    expect((await call(`/api/orders/${mine.reference}`, { token: bala.token })).status).toBe(404);
    expect((await call(`/api/orders/${mine.reference}`)).status).toBe(404);
    expect((await call(`/api/orders/${mine.reference}`, { token: admin.token })).status).toBe(200);

    expect((await call(`/api/orders/${guestOrder.reference}`)).status).toBe(404);
    expect((await call(`/api/orders/${guestOrder.reference}?key=${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)).status).toBe(404);
    expect((await call(`/api/orders/${guestOrder.reference}?key=${key}`)).status).toBe(200);
    expect((await call(`/api/orders/${guestOrder.reference}`, { headers: { "X-Order-Key": key } })).status).toBe(200);
    expect((await call(`/api/orders/${guestOrder.reference}`, { token: bala.token })).status).toBe(404);
    expect((await call("/api/orders/KPW-2026-99999")).status).toBe(404);
    expect((await call("/api/orders/not-a-reference")).status).toBe(404);

    // Another customer cannot change it either, and sees the same 404.
    expect((await call(`/api/orders/${mine.reference}`, { method: "PATCH", token: bala.token, body: { status: "cancelled" } })).status).toBe(404);
  });

  it("one customer's list never shows another's orders; newest first; signed out is 401", async () => {
    const a1 = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() })).json.order.reference;
    const b1 = (await call("/api/orders", { method: "POST", token: bala.token, body: orderBody() })).json.order.reference;
    const a2 = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() })).json.order.reference;
    const list = await call("/api/orders", { token: asha.token });
    expect(list.status).toBe(200);
    const refs = list.json.items.map((i: { reference: string }) => i.reference);
    expect(refs).toContain(a1);
    expect(refs).not.toContain(b1);
    expect(refs.indexOf(a2)).toBeLessThan(refs.indexOf(a1));
    const bList = (await call("/api/orders", { token: bala.token })).json.items.map((i: { reference: string }) => i.reference);
    expect(bList).toContain(b1);
    expect(bList).not.toContain(a1);
    expect(JSON.stringify(list.json)).not.toMatch(/accessKey|idempotencyKey|fingerprint|key=/);
    expect((await call("/api/orders")).status).toBe(401);
  });

  it("the console's list and exports are admins only", async () => {
    for (const path of ["/api/admin/orders", "/api/admin/orders/export", "/api/admin/orders/KPW-2026-0001/xlsx"]) {
      expect((await call(path)).status, path).toBe(401);
      expect((await call(path, { token: asha.token })).status, path).toBe(403);
    }
  });
});

describe("status lifecycle", () => {
  it("received → confirmed (with price) → in production → ready for pickup → completed, each change kept with who and when", async () => {
    const o = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() })).json.order;
    const url = `/api/orders/${o.reference}`;
    const patch = (body: unknown, token = admin.token) => call(url, { method: "PATCH", token, body });

    const noPrice = await patch({ status: "confirmed" });
    expect(noPrice.status).toBe(400);
    expect(noPrice.json.errors.confirmedPaise).toBeTruthy();
    expect((await patch({ status: "ready-for-pickup" })).status).toBe(409);
    // The customer may not move it forward or set a price.
    expect((await patch({ status: "confirmed", confirmedPaise: 100 }, asha.token)).status).toBe(403);

    const confirmed = await patch({ status: "confirmed", confirmedPaise: 12_500_00 });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.order).toMatchObject({ status: "confirmed", confirmedPaise: 12_500_00 });
    // Too late for the customer to cancel online: said in the page's language, the status by its name (issue 52).
    const late = await patch({ status: "cancelled" }, asha.token);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({
      message: "This order is already confirmed; please call or message the workshop to cancel it.",
      errors: { status: "can no longer be cancelled online" },
    });
    const lateInTamil = await call(url, { method: "PATCH", token: asha.token, body: { status: "cancelled" }, headers: { "X-Language": "ta" } });
    expect(lateInTamil.json.message).toBe("இந்த ஆர்டர் ஏற்கெனவே “உறுதி செய்யப்பட்டது”; ரத்து செய்ய வொர்க்ஷாப்புக்குப் போன் செய்யுங்கள் அல்லது மெசேஜ் அனுப்புங்கள்.");
    expect(lateInTamil.json.errors).toEqual({ status: "இனி ஆன்லைனில் ரத்து செய்ய முடியாது" });
    const missing = await call("/api/orders/KPW-2026-999999", { token: asha.token, headers: { "X-Language": "ta" } });
    expect([missing.status, missing.json.message]).toEqual([404, "ஆர்டர் கிடைக்கவில்லை"]);

    expect((await patch({ confirmedPaise: 12_000_00, reason: "Discount for repeat order" })).json.order.confirmedPaise).toBe(12_000_00);
    expect((await patch({ status: "in-production" })).status).toBe(200);
    expect((await patch({ status: "ready-for-pickup" })).status).toBe(200);

    const seen = await call(url, { token: asha.token });
    expect(seen.json.order.status).toBe("ready-for-pickup");
    expect(seen.json.order.history.map((h: { status: string; kind: string }) => `${h.kind}:${h.status}`)).toEqual([
      "status:received",
      "status:confirmed",
      "price:confirmed",
      "status:in-production",
      "status:ready-for-pickup",
    ]);
    expect(seen.json.order.history[1]).toMatchObject({ byRole: "admin", byName: "Admin", confirmedPaise: 12_500_00 });
    expect(seen.json.order.history[2].reason).toBe("Discount for repeat order");

    expect((await patch({ status: "completed" })).status).toBe(200);
    const backwards = await patch({ status: "in-production" });
    expect(backwards.status).toBe(409);
    expect(backwards.json.message).toBe("An order that is completed cannot become in production.");
    expect((await patch({ confirmedPaise: 1 })).status).toBe(409);
  });

  it("the customer (or the guest link) cancels while received; an admin must give a reason", async () => {
    const mine = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody() })).json.order;
    const cancelled = await call(`/api/orders/${mine.reference}`, {
      method: "PATCH",
      token: asha.token,
      body: { status: "cancelled", reason: "Changed the design" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.order).toMatchObject({ status: "cancelled", cancelReason: "Changed the design" });
    expect(cancelled.json.order.history.at(-1)).toMatchObject({ byRole: "customer", byName: "Asha Interiors" });

    const g = await placeGuestOrder();
    const byGuest = await call(`/api/orders/${g.reference}?key=${keyOf(g.link)}`, { method: "PATCH", body: { status: "cancelled" } });
    expect(byGuest.status).toBe(200);
    expect(byGuest.json.order.history.at(-1)).toMatchObject({ byRole: "guest", status: "cancelled" });
    // No reason given: the system's sentence, its English the record and its key for the reader's language (issue 66).
    expect(byGuest.json.order.cancelReason).toBe("Cancelled by the customer.");
    expect(byGuest.json.order.history.at(-1)).toMatchObject({ reason: "Cancelled by the customer.", said: { key: "historyCustomerCancelled" } });
    // A reason the customer typed is theirs, kept as typed, with no key.
    expect(cancelled.json.order.history.at(-1).said).toBeUndefined();

    const other = await placeGuestOrder();
    const noReason = await call(`/api/orders/${other.reference}`, { method: "PATCH", token: admin.token, body: { status: "cancelled" } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.reason).toBeTruthy();
    const withReason = await call(`/api/orders/${other.reference}`, {
      method: "PATCH",
      token: admin.token,
      body: { status: "cancelled", reason: "Customer did not answer" },
    });
    expect(withReason.json.order.status).toBe("cancelled");
  });
});

describe("console list and exports", () => {
  it("filters by status and searches by reference, name or phone digits", async () => {
    const o = await placeGuestOrder({ guest: guest({ name: "Selvi Findme", phone: "+91 90030 55117" }) });
    const byRef = await call(`/api/admin/orders?q=${o.reference}`, { token: admin.token });
    expect(byRef.json.items.map((i: { reference: string }) => i.reference)).toEqual([o.reference]);
    const byName = await call(`/api/admin/orders?q=findme`, { token: admin.token });
    expect(byName.json.items[0].reference).toBe(o.reference);
    const byPhone = await call(`/api/admin/orders?q=${encodeURIComponent("90030-55117")}`, { token: admin.token });
    expect(byPhone.json.items.map((i: { reference: string }) => i.reference)).toContain(o.reference);
    const received = await call(`/api/admin/orders?status=received&limit=100`, { token: admin.token });
    expect(received.json.items.every((i: { status: string }) => i.status === "received")).toBe(true);
    expect(received.json.counts.all).toBeGreaterThanOrEqual(received.json.counts.received);
    const bad = await call(`/api/admin/orders?status=lost`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBeTruthy();
  });

  it("flags open orders past their required-by date as overdue, but not closed ones", async () => {
    const late = await placeGuestOrder();
    const closed = await placeGuestOrder();
    // The API refuses past dates, so age the orders in the database, marked as not yet filed
    // in the order book's lists; the next read of each order files it again (lib/orders/store/book.ts).
    // First let the placing finish its own last write (the search terms, filed just after the
    // answer): FerretDB rewrites the whole document, so that write would undo an edit made meanwhile.
    for (const ref of [late.reference, closed.reference]) {
      await expect.poll(async () => (await orders().findOne({ _id: ref } as object))?.termsFiled, { timeout: 10_000 }).toBe(true);
    }
    for (const ref of [late.reference, closed.reference]) {
      await orders().updateOne({ _id: ref } as object, { $set: { requiredBy: dayFromToday(-3), indexed: "aged" } });
    }
    await orders().updateOne({ _id: closed.reference } as object, { $set: { status: "completed" } });
    for (const ref of [late.reference, closed.reference]) expect((await call(`/api/orders/${ref}`, { token: admin.token })).status).toBe(200);
    const overdue = await call(`/api/admin/orders?status=overdue&limit=100`, { token: admin.token });
    const refs = overdue.json.items.map((i: { reference: string }) => i.reference);
    expect(refs).toContain(late.reference);
    expect(refs).not.toContain(closed.reference);
    expect(overdue.json.items.every((i: { overdue: boolean }) => i.overdue)).toBe(true);
    expect(overdue.json.counts.overdue).toBe(overdue.json.total);
  });

  it("CSV of a date range: quoted, formula-neutralised cells", async () => {
    const o = await placeGuestOrder({ guest: guest({ name: '=HYPERLINK("http://evil.example","x")' }), notes: "one, two\nthree" });
    const today = dayFromToday(0);
    const res = await call(`/api/admin/orders/export?from=${today}&to=${today}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.text.replace(/^\uFEFF/, "").startsWith('"Reference",')).toBe(true);
    // The byte-order mark (fetch's text() strips it) so that Excel reads Tamil names.
    const raw = await fetch(`${inject("baseUrl")}/api/admin/orders/export?from=${today}&to=${today}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const line = res.text.split("\r\n").find((l) => l.startsWith(`"${o.reference}"`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(`"'+91 98431 22334"`);
    expect(res.text).toContain('"one, two\nthree"');
    const none = await call(`/api/admin/orders/export?from=2001-01-01&to=2001-01-02`, { token: admin.token });
    expect(none.text.trim().split("\r\n")).toHaveLength(1);
  });

  it("one order as .xlsx with cut list, edge-banding and boring tabs", async () => {
    const o = await placeGuestOrder({ cutList: kitchenList() });
    const res = await fetch(`${inject("baseUrl")}/api/admin/orders/${o.reference}/xlsx`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const workbook = await zip.file("xl/workbook.xml")!.async("string");
    for (const tab of ["Order", "Cut list", "Edge banding", "Boring"]) expect(workbook).toContain(`name="${tab}"`);
    const strings = await zip.file("xl/sharedStrings.xml")!.async("string");
    expect(strings).toContain("Shutter");
    expect(strings).toContain("2 hinge cups");
  });
});

describe("idempotency key format", () => {
  it("accepts UUIDs", async () => {
    const res = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), idempotencyKey: crypto.randomUUID() }) });
    expect(res.status).toBe(201);
    expect(idempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });
});

describe("docs/openapi.yaml", () => {
  it("documents the order request bodies with exactly the zod schemas' fields", async () => {
    const { load } = await import("js-yaml");
    const { readFileSync } = await import("node:fs");
    const { z } = await import("zod");
    const { estimateRequestSchema, orderCreateSchema, orderUpdateSchema } = await import("@/lib/orders/schema");
    const { tariffPatchSchema } = await import("@/lib/orders/tariff-schema");
    const doc = load(readFileSync(new URL("../../docs/openapi.yaml", import.meta.url), "utf8")) as {
      components: { schemas: Record<string, { properties: object; required?: string[] }> };
    };
    const pairs: [string, unknown][] = [
      ["EstimateRequest", estimateRequestSchema],
      ["OrderCreateRequest", orderCreateSchema],
      ["OrderUpdateRequest", orderUpdateSchema],
      ["TariffPatchRequest", tariffPatchSchema],
    ];
    for (const [name, schema] of pairs) {
      const generated = z.toJSONSchema(schema as never, { io: "input", unrepresentable: "any" }) as { properties: object; required?: string[] };
      const documented = doc.components.schemas[name];
      expect(Object.keys(documented.properties).sort(), name).toEqual(Object.keys(generated.properties).sort());
      expect([...(documented.required ?? [])].sort(), name).toEqual([...(generated.required ?? [])].sort());
    }
  });
});
