/**
 * A day the workshop can keep (issue 70), against the running server: the estimate says when the list would be ready
 * (a working day, never a holiday, later behind more confirmed work, back again when that work is cancelled);
 * confirming fixes the order's promised day from the same load, which the office may move later with a reason; the
 * capacity answer and its settings, with their permissions and refusals; an order the load no longer meets is at
 * risk, with its customer's WhatsApp text. Alone: it changes the capacity every estimate is loaded with, and the
 * load is every confirmed order in the store.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, login, signup, signupAndLogin, type Login } from "./helpers";
import { dayFromToday, guest, orderBody, part } from "./orders-helpers";

let owner: Login;
let office: Login;
let original: Record<string, unknown>;

const asOwner = (p: string, method = "GET", body?: unknown) => call(p, { method, token: owner.token, ...(body === undefined ? {} : { body }) });

/** A kitchen of 40 banded, bored pieces on the workshop's boards. */
const kitchen = {
  saw: { kerf: 4, trim: 10 },
  rows: [
    part({
      name: "Side",
      material: "mdf-18",
      length: 720,
      width: 560,
      quantity: 20,
      edges: { l1: 1, l2: 1, w1: null, w2: null },
      holes: { hingeCups: 2, otherHoles: 0 },
    }),
    part({ name: "Shelf", material: "mdf-18", length: 560, width: 300, quantity: 20, edges: { l1: 1, l2: null, w1: null, w2: null } }),
  ],
};
const estimateDay = async () => {
  const res = await call("/api/orders/estimate", { method: "POST", body: { cutList: kitchen, boardsBy: "workshop" } });
  expect(res.status, res.text).toBe(200);
  return res.json.estimate.readyBy as string;
};
const settings = async () => (await asOwner("/api/admin/capacity/settings")).json;
const saveSettings = async (patch: Record<string, unknown>) => {
  const now = await settings();
  const { week, holidays, minutesPerDay, standards, version } = { ...now, ...patch, version: now.version };
  const res = await asOwner("/api/admin/capacity/settings", "PUT", { week, holidays, minutesPerDay, standards, version });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
/** Twenty full boards' worth of parts: more than an hour at a saw set to 60 minutes a day. */
const bigJob = {
  saw: { kerf: 4, trim: 10 },
  rows: [part({ name: "Wardrobe side", material: "mdf-18", length: 2400, width: 1190, quantity: 20 })],
};
async function placeAndConfirm(cutList = kitchen): Promise<{ reference: string; link: string }> {
  const placed = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest() }) });
  expect(placed.status, placed.text).toBe(201);
  const confirmed = await asOwner(`/api/orders/${placed.json.order.reference}`, "PATCH", { status: "confirmed", confirmedPaise: 50_000_00 });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { reference: placed.json.order.reference, link: placed.json.order.link };
}

beforeAll(async () => {
  owner = await adminSession();
  const person = await signup({ name: "Capacity Office" });
  expect((await asOwner(`/api/admin/staff/${person._id}`, "PATCH", { role: "office" })).status).toBe(200);
  office = await login(person.email, person.password);
  original = await settings();
}, 60_000);

afterAll(async () => {
  if (original)
    await saveSettings({ week: original.week, holidays: original.holidays, minutesPerDay: original.minutesPerDay, standards: original.standards });
});

describe("the estimate's ready day", () => {
  it("is a working day from today, never Sunday or a holiday", async () => {
    const tomorrow = dayFromToday(1);
    await saveSettings({ week: [1, 2, 3, 4, 5, 6], holidays: [tomorrow], minutesPerDay: { cut: 1440, band: 1440, bore: 1440, pack: 1440 } });
    const day = await estimateDay();
    expect(day >= dayFromToday(0)).toBe(true);
    expect(day).not.toBe(tomorrow);
    expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it("comes later behind more confirmed work, and earlier again when that work is cancelled", async () => {
    // A small saw, the shop's bottleneck: twenty boards confirmed ahead of the list put it at least a day later,
    // whatever else the store holds confirmed.
    await saveSettings({ holidays: [], minutesPerDay: { cut: 60, band: 1440, bore: 1440, pack: 1440 } });
    const before = await estimateDay();
    const { reference } = await placeAndConfirm(bigJob);
    const after = await estimateDay();
    expect(after > before, `${after} after ${before}`).toBe(true);
    expect((await asOwner(`/api/orders/${reference}`, "PATCH", { status: "cancelled", reason: "Test: the days come back" })).status).toBe(200);
    expect(await estimateDay()).toBe(before);
  });
});

describe("the promise", () => {
  it("is fixed at confirmation from the load; the office moves it later, with a reason the customer reads", async () => {
    await saveSettings({ minutesPerDay: { cut: 120, band: 1440, bore: 1440, pack: 1440 } });
    const expected = await estimateDay();
    const { reference, link } = await placeAndConfirm();
    const key = new URL(link, "http://x").searchParams.get("key");
    const seen = await call(`/api/orders/${reference}?key=${key}`);
    expect(seen.json.order.promisedOn).toBe(expected);
    expect(seen.json.order.promiseReason).toBe("");

    const later = dayFromToday(40);
    const patch = (body: unknown, token = office.token) => call(`/api/orders/${reference}`, { method: "PATCH", token, body });
    expect((await patch({ promisedOn: later })).json.errors).toHaveProperty("reason");
    expect((await patch({ promisedOn: dayFromToday(0), reason: "Earlier" })).json.errors).toHaveProperty("promisedOn");
    expect((await patch({ promisedOn: "next week", reason: "x" })).status).toBe(400);
    const customer = await signupAndLogin();
    expect((await patch({ promisedOn: later, reason: "x" }, customer.token)).status).toBe(404);
    const moved = await patch({ promisedOn: later, reason: "The laminate arrives late" });
    expect(moved.status, moved.text).toBe(200);
    const again = await call(`/api/orders/${reference}?key=${key}`);
    expect(again.json.order).toMatchObject({ promisedOn: later, promiseReason: "The laminate arrives late" });
    await asOwner(`/api/orders/${reference}`, "PATCH", { status: "cancelled", reason: "Test done" });
  });
});

describe("the capacity picture", () => {
  it("is the owner's and the office's; its query and settings are checked field by field", async () => {
    expect((await call("/api/admin/capacity")).status).toBe(401);
    const customer = await signupAndLogin();
    expect((await call("/api/admin/capacity", { token: customer.token })).status).toBe(403);
    const res = await call(`/api/admin/capacity?from=${dayFromToday(0)}&days=7`, { token: office.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.stations.map((s: { id: string }) => s.id)).toEqual(["cut", "band", "bore", "pack"]);
    for (const s of res.json.stations) {
      expect(s.days).toHaveLength(7);
      for (const d of s.days) expect(d.plannedMinutes).toBeLessThanOrEqual(d.capacityMinutes);
    }
    for (const [q, field] of [
      ["from=2020-01-01", "from"],
      ["days=0", "days"],
      ["days=100", "days"],
      ["from=tomorrow", "from"],
      ["extra=1", "extra"],
    ])
      expect((await call(`/api/admin/capacity?${q}`, { token: office.token })).json.errors, q).toHaveProperty(field);

    // The settings: the office reads, only the owner saves; a bad form is refused field by field, an old version 409.
    expect((await call("/api/admin/capacity/settings", { token: office.token })).status).toBe(200);
    const now = await settings();
    const form = { week: now.week, holidays: now.holidays, minutesPerDay: now.minutesPerDay, standards: now.standards, version: now.version };
    expect((await call("/api/admin/capacity/settings", { method: "PUT", token: office.token, body: form })).status).toBe(403);
    const bad = await asOwner("/api/admin/capacity/settings", "PUT", {
      ...form,
      week: [],
      holidays: ["25-12-2026"],
      standards: { ...form.standards, cutPerBoard: -1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(["week", "holidays.0", "standards.cutPerBoard"]));
    expect((await asOwner("/api/admin/capacity/settings", "PUT", { ...form, version: form.version + 5 })).status).toBe(409);
  });

  it("lists an order the load no longer meets, with its customer's WhatsApp text", async () => {
    await saveSettings({ minutesPerDay: { cut: 1440, band: 1440, bore: 1440, pack: 1440 } });
    const { reference } = await placeAndConfirm();
    // The saw slows to a crawl after the promise: the load now ends far later.
    await saveSettings({ minutesPerDay: { cut: 5, band: 1440, bore: 1440, pack: 1440 } });
    const res = await call("/api/admin/capacity?days=14", { token: office.token });
    const risk = res.json.atRisk.find((r: { reference: string }) => r.reference === reference);
    expect(risk, JSON.stringify(res.json.atRisk.map((r: { reference: string }) => r.reference))).toBeTruthy();
    expect(risk.reasons).toContainEqual({ kind: "late", readyOn: risk.readyOn });
    expect(risk.readyOn > risk.promisedOn).toBe(true);
    expect(risk.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(risk.whatsapp)).toContain(reference);
    await asOwner(`/api/orders/${reference}`, "PATCH", { status: "cancelled", reason: "Test done" });
  });
});
