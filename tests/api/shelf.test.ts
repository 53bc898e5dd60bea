/**
 * The customer's shelf (issue 54, part 1) against the real server and FerretDB: staff shelve a piece under a
 * customer's name; only that customer sees it and plans on it (at the per-sheet work alone, with the saving said);
 * confirming reserves it and the saw's file names it as theirs; the customer chooses what becomes of an order's
 * pieces worth keeping; a week before its keeping days end the console has the WhatsApp text ready, and after them
 * the piece passes to the workshop, recorded. Runs alone: it puts pieces in the shared store, changes the business's
 * keeping days and moves a piece's date back in the database.
 */
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ShelfAnswer } from "@/lib/rack/offcut-schema";
import type { OffcutPiece } from "@/vocabulary/offcuts";
import { BUSINESS } from "../fixtures/business";
import { formatRupees } from "@/lib/format/money";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { guest, orderBody, part } from "./orders-helpers";

let admin: Login;
let asha: Login;
let ravi: Login;

beforeAll(async () => {
  [admin, asha, ravi] = await Promise.all([
    adminSession(),
    signupAndLogin({ name: "Asha Interiors", phone: "+91 98430 11111" }),
    signupAndLogin({ name: "Ravi Builders" }),
  ]);
}, 120_000);

const added = new Set<string>();
async function shelve(body: Record<string, unknown>) {
  const res = await call("/api/admin/offcuts", { method: "POST", token: admin.token, body });
  if (res.json?.piece?.id) added.add(res.json.piece.id);
  return res;
}
const piece = async (id: string): Promise<OffcutPiece> => (await call(`/api/admin/offcuts/${id}`, { token: admin.token })).json.piece;
const shelfOf = async (who: Login): Promise<ShelfAnswer> => (await call("/api/account/offcuts", { token: who.token })).json;

afterAll(async () => {
  await call("/api/admin/business", { method: "PUT", token: admin.token, body: BUSINESS });
  for (const id of added) {
    await call(`/api/admin/offcuts/${id}`, { method: "PATCH", token: admin.token, body: { action: "release" } });
    await call(`/api/admin/offcuts/${id}`, { method: "DELETE", token: admin.token });
  }
});

/** Two 800 × 500 mm parts of 18 mm HDHMR: they fit on a 1900 × 1200 mm piece, or take a whole 8 × 4 board. */
const hdhmrList = () => ({
  saw: { kerf: 4, trim: 10 },
  rows: [part({ name: "Shutter", material: "hdhmr-18", length: 800, width: 500, quantity: 2 })],
});
const estimate = (who: Login | null) =>
  call("/api/orders/estimate", { method: "POST", ...(who ? { token: who.token } : {}), body: { cutList: hdhmrList(), boardsBy: "workshop" } });

/** Moves a piece's shelving date `days` back, as if it had been shelved then (the test runs alone: nothing else writes the store). */
async function shelvedDaysAgo(id: string, days: number) {
  const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const store = conn.collection<{ _id: string; pieces: { id: string; addedAt: Date }[]; version: number }>("offcutstore");
    const doc = (await store.findOne({ _id: "offcuts" }))!;
    const pieces = doc.pieces.map((p) => (p.id === id ? { ...p, addedAt: new Date(Date.now() - days * 86_400_000) } : p));
    await store.replaceOne({ _id: "offcuts" }, { ...doc, pieces, version: doc.version + 1 });
  } finally {
    await conn.close();
  }
}

describe("shelving a customer's piece", () => {
  it("puts it under their name, priceless, with its keeping date; a bad owner is refused at its field", async () => {
    for (const [body, field] of [
      [{ owner: "nobody-here@example.com" }, "owner"],
      [{ owner: "not an e-mail" }, "owner"],
      [{ owner: asha.user.email, pricePaise: 250_00 }, "pricePaise"],
    ] as const) {
      const res = await shelve({ material: "hdhmr-18", length: 900, width: 600, ...body });
      expect(res.status, field).toBe(400);
      expect(res.json.errors, field).toHaveProperty([field]);
    }
    const res = await shelve({
      material: "hdhmr-18",
      length: 1900,
      width: 1200,
      pricePaise: 0,
      note: "Left after the Vadavalli job",
      owner: asha.user.email,
    });
    expect(res.status, res.text).toBe(201);
    const p = res.json.piece as OffcutPiece;
    expect(res.json.message).toBe(`Piece ${p.id} is on Asha Interiors's shelf`);
    expect(p.owner).toMatchObject({ name: "Asha Interiors", email: asha.user.email });
    expect(p.pricePaise).toBe(0);
    expect(new Date(p.keepUntil!).getTime() - new Date(p.addedAt).getTime()).toBe(90 * 86_400_000);
  });

  it("shows it to that customer alone: GET /api/account/offcuts", async () => {
    expect((await call("/api/account/offcuts")).status).toBe(401);
    const mine = await shelfOf(asha);
    expect(mine.keepDays).toBe(90);
    expect(mine.pieces).toEqual([
      expect.objectContaining({ material: "hdhmr-18", materialLabel: "18 mm HDHMR", length: 1900, width: 1200, from: "", order: "" }),
    ]);
    expect(Object.keys(mine.pieces[0]).sort()).toEqual(["from", "id", "keepUntil", "length", "material", "materialLabel", "order", "since", "width"]);
    expect((await shelfOf(ravi)).pieces).toEqual([]);
  });
});

describe("planning on the shelf", () => {
  it("the customer's estimate is cut from their piece at the work charges alone, and says what it saves; no one else's is", async () => {
    const [anyone, mine, his] = await Promise.all([estimate(null), estimate(asha), estimate(ravi)]);
    for (const r of [anyone, mine, his]) expect(r.status, r.text).toBe(200);
    const lines = (r: typeof mine) => r.json.estimate.lines.map((l: { label: string; amountPaise: number }) => [l.label, l.amountPaise]);
    expect(lines(mine)).toContainEqual(["Your piece at the workshop, 1,900 × 1,200 mm: 18 mm HDHMR", 0]);
    expect(lines(anyone).some(([label]: [string]) => label.startsWith("Board: 18 mm HDHMR"))).toBe(true);
    expect(lines(his)).toEqual(lines(anyone));
    const saving = anyone.json.estimate.totalPaise - mine.json.estimate.totalPaise;
    expect(saving).toBeGreaterThan(0);
    expect(mine.json.estimate.shelfSavingPaise).toBe(saving);
    // One saving (issue 65): with GST, and before it as the plan's own line says it.
    const before = anyone.json.estimate.subtotalPaise - mine.json.estimate.subtotalPaise;
    expect(mine.json.estimate.remarks.join(" ")).toContain(
      `Your pieces at the workshop save ${formatRupees(saving)} with GST (${formatRupees(before)} before GST)`,
    );
    expect(anyone.json.estimate.shelfSavingPaise).toBeUndefined();
  });

  it("ordering on it: confirming reserves it for the order, the saw's file names it as the customer's; no other customer's order may take it", async () => {
    const [{ id }] = (await shelfOf(asha)).pieces;
    const placed = await call("/api/orders", { method: "POST", token: asha.token, body: orderBody({ cutList: hdhmrList(), boardsBy: "workshop" }) });
    expect(placed.status, placed.text).toBe(201);
    const ref = placed.json.order.reference;
    const sources = placed.json.order.plans[0].sources;
    expect(sources).toContainEqual(expect.objectContaining({ kind: "offcut", offcut: id, pricePaise: 0, shelf: { owner: "Asha Interiors" } }));

    const confirmed = await call(`/api/orders/${ref}`, {
      method: "PATCH",
      token: admin.token,
      body: { status: "confirmed", confirmedPaise: 900_00 },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await piece(id)).toMatchObject({ status: "reserved", order: ref });
    expect((await shelfOf(asha)).pieces[0]).toMatchObject({ id, order: ref });

    const ptx = await call(`/api/admin/orders/${ref}/ptx`, { token: admin.token });
    expect(ptx.status, ptx.text).toBe(200);
    expect(ptx.text).toContain(`SHELF-${id}`);
    expect(ptx.text).toContain(`Asha Interiors's board ${id} (1900 x 1200 mm)`);

    const his = await call("/api/orders", { method: "POST", token: ravi.token, body: orderBody({ cutList: hdhmrList(), boardsBy: "workshop" }) });
    expect(his.json.order.plans[0].sources.some((s: { offcut?: string }) => s.offcut === id)).toBe(false);
    const another = await shelve({ material: "hdhmr-18", length: 1000, width: 700, owner: asha.user.email });
    const taken = await call(`/api/admin/offcuts/${another.json.piece.id}`, {
      method: "PATCH",
      token: admin.token,
      body: { action: "reserve", order: his.json.order.reference },
    });
    expect(taken.status, taken.text).toBe(409);
    expect(taken.json.errors.order).toBe("another customer's order");
    // Cancelling gives the piece back to her shelf.
    expect((await call(`/api/orders/${ref}`, { method: "PATCH", token: admin.token, body: { status: "cancelled", reason: "test" } })).status).toBe(
      200,
    );
    expect(await piece(id)).toMatchObject({ status: "stored", order: "", owner: expect.objectContaining({ name: "Asha Interiors" }) });
  });
});

describe("the pieces an order leaves", () => {
  it("its customer chooses to take, keep or give them; keeping needs an account; nobody else may choose", async () => {
    // One 600 × 500 mm part of a whole board leaves pieces worth keeping.
    const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Panel", material: "mdf-18", length: 600, width: 500, quantity: 1 })] };
    // Placed from the cut-list page, which names its list.
    const listId = "asha-kitchen-list-0001";
    const mine = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody({ cutList, boardsBy: "workshop", listId }) })).json
      .order;
    const put = (ref: string, body: unknown, who?: Login, key?: string) =>
      call(`/api/orders/${ref}/leftovers${key ? `?key=${key}` : ""}`, { method: "PUT", ...(who ? { token: who.token } : {}), body });

    expect((await put(mine.reference, { choice: "keep" }, ravi)).status).toBe(404);
    const bad = await put(mine.reference, { choice: "sell" }, asha);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("choice");
    const kept = await put(mine.reference, { choice: "keep" }, asha);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.order.leftovers).toBe("keep");
    expect((await call(`/api/orders/${mine.reference}`, { token: admin.token })).json.order.leftovers).toBe("keep");

    // The same list sent again (the back button, a second tab) is answered with the order it already is (issue 65).
    const twice = await call("/api/orders", { method: "POST", token: asha.token, body: orderBody({ cutList, boardsBy: "workshop", listId }) });
    expect(twice.status, twice.text).toBe(409);
    expect(twice.json.errors.again).toBe(`already ordered as ${mine.reference}`);
    expect(twice.headers.get("location")).toBe(`/orders/${mine.reference}`);
    // Kept from an order placed in Tamil (the same list a second time, said so), the piece's reminder goes out in Tamil alone.
    const tamil = await call("/api/orders", {
      method: "POST",
      token: asha.token,
      headers: { "X-Language": "ta" },
      body: orderBody({ cutList, boardsBy: "workshop", listId, again: true }),
    });
    expect(tamil.status, tamil.text).toBe(201);
    const kept2 = await shelve({ material: "mdf-18", length: 1800, width: 700, owner: asha.user.email, from: `${tamil.json.order.reference}/1/1` });
    expect(kept2.status, kept2.text).toBe(201);
    expect(kept2.json.piece.owner.language).toBe("ta");
    await shelvedDaysAgo(kept2.json.piece.id, 85);
    const due = (await call("/api/admin/offcuts", { token: admin.token })).json.due.find(
      (d: { piece: OffcutPiece }) => d.piece.id === kept2.json.piece.id,
    );
    const text = new URL(due.whatsapp).searchParams.get("text")!;
    expect(text).toContain("வணக்கம் Asha Interiors");
    expect(text).not.toContain("Hello");

    const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest() }) });
    const key = new URL(placed.json.order.link, "http://x").searchParams.get("key")!;
    const guestKeep = await put(placed.json.order.reference, { choice: "keep" }, undefined, key);
    expect(guestKeep.status).toBe(409);
    expect(guestKeep.json.errors.choice).toBe("Sign in to keep pieces at the workshop");
    expect((await put(placed.json.order.reference, { choice: "give" }, undefined, key)).json.order.leftovers).toBe("give");

    // A part the size of the usable board leaves nothing worth keeping.
    const whole = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Top", material: "mdf-18", length: 2420, width: 1200, quantity: 1 })] };
    const full = (await call("/api/orders", { method: "POST", token: asha.token, body: orderBody({ cutList: whole, boardsBy: "workshop" }) })).json
      .order;
    const nothing = await put(full.reference, { choice: "take" }, asha);
    expect(nothing.status, nothing.text).toBe(409);
    expect(nothing.json.errors.choice).toBe("no piece to keep");
  });
});

describe("the keeping days", () => {
  it("are the business's setting (14 to 365 days)", async () => {
    const bad = await call("/api/admin/business", { method: "PUT", token: admin.token, body: { ...BUSINESS, shelfDays: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.shelfDays).toBe("Keeping days must be 14 to 365 days");
    const ok = await call("/api/admin/business", { method: "PUT", token: admin.token, body: { ...BUSINESS, shelfDays: 30 } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.business.shelfDays).toBe(30);
  });

  it("a week before they end, the console lists the piece with the customer's WhatsApp text; after them it passes to the workshop, recorded", async () => {
    const soon = (await shelve({ material: "hdhmr-18", length: 800, width: 800, owner: asha.user.email })).json.piece as OffcutPiece;
    const old = (await shelve({ material: "hdhmr-18", length: 850, width: 800, owner: asha.user.email })).json.piece as OffcutPiece;
    await shelvedDaysAgo(soon.id, 25);
    await shelvedDaysAgo(old.id, 31);

    const store = (await call("/api/admin/offcuts", { token: admin.token })).json;
    const due = store.due.find((d: { piece: OffcutPiece }) => d.piece.id === soon.id);
    expect(due).toBeDefined();
    expect(store.due.some((d: { piece: OffcutPiece }) => d.piece.id === old.id)).toBe(false);
    const link = new URL(due.whatsapp);
    expect(link.origin + link.pathname).toBe("https://wa.me/919843011111");
    const text = link.searchParams.get("text")!;
    expect(text).toContain(`Hello Asha Interiors`);
    expect(text).toContain(`(label ${soon.id})`);
    expect(text).toContain(`(லேபிள் ${soon.id})`);

    const told = await call(`/api/admin/offcuts/${soon.id}`, { method: "PATCH", token: admin.token, body: { action: "told" } });
    expect(told.status, told.text).toBe(200);
    expect(told.json.piece.toldAt).not.toBeNull();

    const passed = await piece(old.id);
    expect(passed.owner).toBeNull();
    expect(passed.passed?.from).toBe(`Asha Interiors <${asha.user.email}>`);
    expect(new Date(passed.passed!.at).getTime() - new Date(passed.addedAt).getTime()).toBe(30 * 86_400_000);
    expect((await shelfOf(asha)).pieces.map((p) => p.id)).not.toContain(old.id);
    const trail = await call("/api/admin/audit?action=shelf-passed", { token: admin.token });
    expect(trail.status, trail.text).toBe(200);
    expect(trail.json.entries.some((e: { detail: { piece: string } }) => e.detail.piece === old.id)).toBe(true);
    // The workshop's own piece now: its price is the store's to set, and any order may be planned on it.
    expect(
      (await call(`/api/admin/offcuts/${old.id}`, { method: "PATCH", token: admin.token, body: { action: "edit", pricePaise: 300_00 } })).status,
    ).toBe(200);
  });
});
