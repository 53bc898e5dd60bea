/**
 * Many hands (issue 51) against the real server and FerretDB:
 * - the permission matrix: every route file's declared permission, called as the owner, the office, the floor, a
 *   customer, a paired station phone and nobody; each gets exactly its table (allowed, or 403 saying who may; 401
 *   for nobody);
 * - station phones: paired by a one-time code, once, within its time; scanning at their own stations only; revoked,
 *   refused at the very next request; guessing codes is rate-limited;
 * - the floor's views hold no customer contact and no money (the answers and the pages);
 * - an audit entry after each action, with its actor; sessions the owner sees and ends; a role change ends the
 *   person's other sessions; the last owner stays an owner; the `user:role` command.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { can, DEVICE_PERMISSIONS, type Permission } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { BUSINESS } from "../fixtures/business";
import { adminSession, call, login, randomIp, root, signup, signupAndLogin, type Json, type Login } from "./helpers";
import { dayFromToday, guest, orderBody, part } from "./orders-helpers";

const run = promisify(execFile);
type Who = "owner" | "office" | "floor" | "user" | "device" | "nobody";

let owner: Login;
let office: Login & { password: string };
let floor: Login & { password: string };
let customer: Login;
let deviceCookie = "";
let conn: mongoose.Connection;

const asOwner = (p: string, method = "GET", body?: unknown) => call(p, { method, token: owner.token, ...(body === undefined ? {} : { body }) });

/** A person with a staff role, signed in after the role was set (a role change ends the person's sessions). */
async function staffOf(role: "office" | "floor", name: string): Promise<Login & { password: string }> {
  const user = await signup({ name });
  const set = await asOwner(`/api/admin/staff/${user._id}`, "PATCH", { role });
  expect(set.status, set.text).toBe(200);
  return { ...(await login(user.email, user.password)), password: user.password };
}

/** A station phone paired to `stations`: its device cookie. */
async function pairedPhone(stations: string[], name = "Cutting phone"): Promise<{ cookie: string; id: string }> {
  const made = await asOwner("/api/admin/devices", "POST", { name, stations });
  expect(made.status, made.text).toBe(201);
  expect(made.json.code.length).toBeGreaterThanOrEqual(8);
  const paired = await call("/api/devices/pair", { method: "POST", body: { code: made.json.code } });
  expect(paired.status, paired.text).toBe(200);
  const cookie = (paired.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toMatch(/^device=/);
  return { cookie, id: made.json.id };
}

beforeAll(async () => {
  owner = await adminSession();
  conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  if ((await asOwner("/api/admin/business")).json.business?.example !== false) await asOwner("/api/admin/business", "PUT", BUSINESS);
  [office, floor, customer] = await Promise.all([
    staffOf("office", "Lakshmi Office"),
    staffOf("floor", "Ravi Floor"),
    signupAndLogin({ name: "Asha Interiors" }),
  ]);
  deviceCookie = (await pairedPhone(["cut"])).cookie;
}, 120_000);
afterAll(async () => {
  await conn?.close();
});

// The route files and what each method declares.
function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

interface Declared {
  path: string;
  method: string;
  permission: Permission;
  devices: boolean;
}

/** Every method of every route file that asks for a permission (a wrapper's `auth`, a record route's `permission`). */
function declaredPermissions(): Declared[] {
  const out: Declared[] = [];
  for (const file of routeFiles(path.join(root, "app"))) {
    const src = readFileSync(file, "utf8");
    const rel = path.relative(path.join(root, "app"), path.dirname(file));
    const url = `/${rel}`.replace(/\[([^\]]+)\]/g, "{$1}");
    for (const m of src.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = route(?:<[^>]*>)?\(/g)) {
      // The options of this call: the first `auth:` after it.
      const rest = src.slice(m.index!);
      const auth = /\bauth: "([a-z.]+)"(, devices: true)?/.exec(rest);
      if (auth && !["public", "user", "optional"].includes(auth[1]))
        out.push({ path: url, method: m[1], permission: auth[1] as Permission, devices: !!auth[2] });
    }
    const record = /adminRecordRoutes\(\{\s*permission: "([a-z.]+)"/.exec(src);
    if (record) for (const method of ["PATCH", "DELETE"]) out.push({ path: url, method, permission: record[1] as Permission, devices: false });
  }
  return out;
}

/** A request that reaches each route's own checks: placeholder ids (404 for those allowed), an empty JSON body (400). */
const SAMPLE: Record<string, string> = {
  reference: "KPW-2026-9999",
  id: "0123456789abcdef01234567",
  sid: "AAAAAAAAAAAAAAAAAAAAAAAA",
  file: "x.webp",
  row: "1",
  copy: "1",
};
const QUERY: Record<string, string> = { "/api/admin/audit": "?order=KPW-2026-9999", "/api/admin/books": "?year=2026-27" };

function callAs(who: Who, d: Declared) {
  const url = d.path.replace(/\{(\w+)\}/g, (_, k: string) => SAMPLE[k] ?? "x") + (QUERY[d.path] ?? "");
  const body = ["POST", "PUT", "PATCH"].includes(d.method) ? {} : undefined;
  const auth =
    who === "owner"
      ? { token: owner.token }
      : who === "office"
        ? { token: office.token }
        : who === "floor"
          ? { token: floor.token }
          : who === "user"
            ? { token: customer.token }
            : who === "device"
              ? { cookie: deviceCookie, headers: { Origin: inject("baseUrl") } }
              : {};
  return call(url, { method: d.method, ...auth, ...(body === undefined ? {} : { body }) });
}

describe("the permission matrix", () => {
  const declared = declaredPermissions();
  it("reads every console route's permission", () => {
    expect(declared.length).toBeGreaterThan(50);
    expect(declared).toContainEqual({ path: "/api/admin/scans", method: "POST", permission: "scan", devices: true });
    expect(declared).toContainEqual({ path: "/api/admin/tariff", method: "PATCH", permission: "tariff.manage", devices: false });
  });

  for (const who of ["owner", "office", "floor", "user", "device", "nobody"] as const) {
    it(`${who}: exactly its table, allowed or refused with who may`, async () => {
      const wrong: string[] = [];
      for (const d of declared) {
        const res = await callAs(who, d);
        const allowed = who === "device" ? d.devices && DEVICE_PERMISSIONS.includes(d.permission) : who !== "nobody" && can(who, d.permission);
        const what = `${d.method} ${d.path} (${d.permission}) as ${who}: ${res.status} ${res.text.slice(0, 120)}`;
        if (allowed) {
          if ([401, 403].includes(res.status)) wrong.push(what);
        } else if (who === "nobody") {
          if (res.status !== 401) wrong.push(what);
        } else if (res.status !== 403 || typeof res.json?.message !== "string") wrong.push(what);
        else if (who !== "device" && who !== "user" && res.json.message !== refusalInEnglish(refusalFor(d.permission)))
          wrong.push(`${what}: says ${res.json.message}`);
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }

  it("a refusal says who may, in the caller's words", async () => {
    const res = await call("/api/admin/tariff", { method: "PATCH", token: office.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Only the owner can change the tariff.");
    const refund = await call("/api/admin/orders/KPW-2026-9999/payments", {
      method: "POST",
      token: office.token,
      body: { amountPaise: -100, mode: "cash", receivedOn: dayFromToday(0), note: "Returned" },
    });
    expect(refund.status).toBe(403);
    expect(refund.json.message).toBe("Only the owner can record refunds and corrections.");
  });
});

async function confirmedOrder(boardsBy = "customer"): Promise<Json> {
  const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Side", material: "mr-ply-18", length: 720, width: 560, quantity: 2 })] };
  const res = await call("/api/orders", {
    method: "POST",
    body: orderBody({ cutList, boardsBy, guest: guest({ name: "Murugan K", phone: "+91 98431 22334", email: "murugan@example.com" }) }),
  });
  expect(res.status, res.text).toBe(201);
  const order = res.json.order;
  expect(
    (await call(`/api/orders/${order.reference}`, { method: "PATCH", token: office.token, body: { status: "confirmed", confirmedPaise: 12_345_00 } }))
      .status,
  ).toBe(200);
  return order;
}

describe("station phones", () => {
  it("pair once, within the code's time; a second use and an expired code are refused", async () => {
    const made = await asOwner("/api/admin/devices", "POST", { name: "Banding phone", stations: ["band"] });
    expect(made.status).toBe(201);
    expect(made.json.url).toContain(`/admin/scan?pair=${made.json.code}`);
    expect(made.json.qr).toContain("<svg");
    expect(Date.parse(made.json.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Typed with a dash and in small letters, as people do.
    const typed = `${made.json.code.slice(0, 5).toLowerCase()}-${made.json.code.slice(5)}`;
    expect((await call("/api/devices/pair", { method: "POST", body: { code: typed } })).status).toBe(200);
    const again = await call("/api/devices/pair", { method: "POST", body: { code: made.json.code } });
    expect(again.status).toBe(400);
    expect(again.json.errors.code).toMatch(/^This pairing code is not valid/);

    const late = await asOwner("/api/admin/devices", "POST", { name: "Late phone", stations: ["cut"] });
    await conn.collection("pairingcodes").updateMany({ device: late.json.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call("/api/devices/pair", { method: "POST", body: { code: late.json.code } })).status).toBe(400);
    // Bad input is a field-level 400, in both languages.
    const empty = await call("/api/devices/pair", { method: "POST", body: { code: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.code).toBe("Type the pairing code");
    const tamil = await call("/api/devices/pair", { method: "POST", body: { code: "" }, headers: { "X-Language": "ta" } });
    expect(tamil.json.errors.code).not.toBe("Type the pairing code");
    const noStation = await asOwner("/api/admin/devices", "POST", { name: "Phone", stations: ["nowhere"] });
    expect(noStation.status).toBe(400);
    expect(noStation.json.errors.stations).toMatch(/No such station/);
  });

  it("scans at its own stations only, reads them, and nothing else; revoked, its very next request is refused", async () => {
    const order = await confirmedOrder();
    const phone = await pairedPhone(["cut"], "Saw phone");
    const asPhone = (p: string, method = "GET", body?: unknown) =>
      call(p, { method, cookie: phone.cookie, headers: { Origin: inject("baseUrl") }, ...(body === undefined ? {} : { body }) });
    const cut = await asPhone("/api/admin/scans", "POST", { code: `${order.reference}/1/1`, station: "cut" });
    expect(cut.status, cut.text).toBe(201);
    expect(cut.json).not.toHaveProperty("notify");
    const pack = await asPhone("/api/admin/scans", "POST", { code: `${order.reference}/1/1`, station: "pack", skipAhead: true });
    expect(pack.status).toBe(403);
    expect((await asPhone("/api/admin/stations")).status).toBe(200);
    expect((await asPhone("/api/admin/orders")).status).toBe(403);
    expect((await asPhone(`/api/orders/${order.reference}`)).status).toBe(404);
    // The audit log names the phone and its stations.
    const trail = (await asOwner(`/api/admin/audit?order=${order.reference}`)).json.entries;
    expect(trail[0]).toMatchObject({
      action: "status",
      actor: { device: "Saw phone", stations: ["cut"] },
      detail: { before: "confirmed", after: "in-production" },
    });
    expect((await asOwner(`/api/admin/devices/${phone.id}`, "DELETE")).status).toBe(200);
    const after = await asPhone("/api/admin/scans", "POST", { code: `${order.reference}/1/2`, station: "cut" });
    expect(after.status).toBe(401);
    const listed = (await asOwner("/api/admin/devices")).json.devices.find((d: Json) => d.id === phone.id);
    expect(listed.state).toBe("revoked");
  });

  it("guessing codes is rate-limited per address", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call("/api/devices/pair", { method: "POST", ip, body: { code: `WRONG${i}ABCDE` } })).status);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the floor", () => {
  it("sees pieces, never the customer or the money: the scan's answer, the pack and labels, and no order or money route", async () => {
    const order = await confirmedOrder();
    const scan = await call("/api/admin/scans", { method: "POST", token: floor.token, body: { code: `${order.reference}/1/1`, station: "cut" } });
    expect(scan.status).toBe(201);
    const text = JSON.stringify(scan.json);
    for (const secret of ["Murugan", "98431", "murugan@example.com", "12345", "₹"]) expect(text).not.toContain(secret);
    for (const page of [`/admin/orders/${order.reference}/pack`, `/admin/orders/${order.reference}/labels`]) {
      const res = await call(page, { cookie: floor.cookie });
      expect(res.status, page).toBe(200);
      expect(res.text).toContain(order.reference);
      for (const secret of ["Murugan", "98431 22334", "murugan@example.com", "₹"]) expect(res.text, `${page}: ${secret}`).not.toContain(secret);
    }
    // The order itself and the order book are not the floor's.
    expect((await call(`/api/orders/${order.reference}`, { token: floor.token })).status).toBe(404);
    expect((await call("/api/admin/orders", { token: floor.token })).status).toBe(403);
    const page = await call(`/admin/orders/${order.reference}`, { cookie: floor.cookie });
    expect(page.text).toContain("Only the owner or the office can see the order book.");
    // The console's home sends the floor to its scan page.
    // (Inside the streamed page, Next.js writes the redirect into the page for the browser to follow.)
    const home = await call("/admin", { cookie: floor.cookie });
    if (home.status === 307) expect(home.headers.get("location")).toContain("/admin/scan");
    else expect(home.text).toContain("NEXT_REDIRECT;replace;/admin/scan;307");
  });
});

describe("where the office and the floor meet a customer's shelf (issue 65)", () => {
  it("the office reads the boards and shelves a piece; the floor's pack of an order cut from it never names the customer, nor shows the order's notes", async () => {
    // The office's board list (walk B1): the offcut store's form reads it; its prices stay the owner's to change.
    expect((await call("/api/admin/materials", { token: office.token })).status).toBe(200);
    expect((await call("/api/admin/materials", { method: "PUT", token: office.token, body: { materials: [] } })).status).toBe(403);
    expect((await call("/api/admin/materials", { token: floor.token })).status).toBe(403);
    const shelved = await call("/api/admin/offcuts", {
      method: "POST",
      token: office.token,
      body: { material: "ply-12", length: 1800, width: 1200, owner: customer.user.email, idempotencyKey: "shelf-for-asha-0001" },
    });
    expect(shelved.status, shelved.text).toBe(201);
    const id = shelved.json.piece.id;
    try {
      const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Loft shelf", material: "ply-12", length: 800, width: 500, quantity: 2 })] };
      const placed = await call("/api/orders", {
        method: "POST",
        token: customer.token,
        body: orderBody({ cutList, boardsBy: "workshop", notes: "Call Asha on 98430 11111 before cutting" }),
      });
      expect(placed.status, placed.text).toBe(201);
      const ref = placed.json.order.reference;
      // Placed on her piece, the order holds it from now: no second estimate of hers plans on it.
      expect((await call(`/api/admin/offcuts/${id}`, { token: office.token })).json.piece).toMatchObject({ status: "reserved", order: ref });
      const again = await call("/api/orders/estimate", { method: "POST", token: customer.token, body: { cutList, boardsBy: "workshop" } });
      expect(JSON.stringify(again.json.estimate.lines)).not.toContain("Your piece at the workshop");
      const ok = await call(`/api/orders/${ref}`, {
        method: "PATCH",
        token: office.token,
        body: { status: "confirmed", confirmedPaise: placed.json.order.estimate.totalPaise },
      });
      expect(ok.status, ok.text).toBe(200);
      const pack = await call(`/admin/orders/${ref}/pack`, { cookie: floor.cookie });
      expect(pack.status).toBe(200);
      expect(pack.text).toContain(`board ${id}`);
      for (const secret of ["Asha", "98430", "Call Asha"]) expect(pack.text, secret).not.toContain(secret);
      // The office's own pack still says whose it is.
      expect((await call(`/admin/orders/${ref}/pack`, { cookie: office.cookie })).text).toContain("Asha Interiors");
      await call(`/api/orders/${ref}`, { method: "PATCH", token: office.token, body: { status: "cancelled", reason: "test over" } });
    } finally {
      await call(`/api/admin/offcuts/${id}`, { method: "PATCH", token: office.token, body: { action: "release" } });
      await call(`/api/admin/offcuts/${id}`, { method: "DELETE", token: office.token });
    }
  });

  it("a double click on 'Make a pairing code' makes one phone and one code (walk C7)", async () => {
    const body = { name: "Edge bander phone", stations: ["band"], idempotencyKey: "pair-edge-bander-0001" };
    const [a, b] = await Promise.all([asOwner("/api/admin/devices", "POST", body), asOwner("/api/admin/devices", "POST", body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.id).toBe(b.json.id);
    expect(a.json.code).toBe(b.json.code);
    const listed = (await asOwner("/api/admin/devices")).json.devices.filter((d: Json) => d.name === "Edge bander phone");
    expect(listed).toHaveLength(1);
    expect((await asOwner(`/api/admin/devices/${a.json.id}`, "DELETE")).status).toBe(200);
  });

  it("a revoked phone is told it was unpaired, not to sign in (walk C6)", async () => {
    const phone = await pairedPhone(["cut"], "Spare saw phone");
    expect((await asOwner(`/api/admin/devices/${phone.id}`, "DELETE")).status).toBe(200);
    const order = await confirmedOrder();
    const res = await call("/api/admin/scans", { method: "POST", cookie: phone.cookie, body: { code: `${order.reference}/1/1`, station: "cut" } });
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/no longer paired/);
    const ta = await call("/api/admin/scans", {
      method: "POST",
      cookie: phone.cookie,
      headers: { "X-Language": "ta" },
      body: { code: `${order.reference}/1/1`, station: "cut" },
    });
    expect(ta.json.message).toContain("பேரிங் கோடை");
  });
});

describe("who did what", () => {
  it("writes an entry with its actor after each action, newest first, filtered and exported by the owner", async () => {
    const order = await confirmedOrder();
    const ref = order.reference;
    await call(`/api/orders/${ref}`, { method: "PATCH", token: office.token, body: { confirmedPaise: 12_000_00, reason: "Rounded down" } });
    await call(`/api/admin/orders/${ref}/payments`, {
      method: "POST",
      token: office.token,
      body: { amountPaise: 6_000_00, mode: "upi", utr: "412300000002", receivedOn: dayFromToday(0) },
    });
    await asOwner(`/api/admin/orders/${ref}/payments`, "POST", {
      amountPaise: -1_000_00,
      mode: "upi",
      receivedOn: dayFromToday(0),
      note: "Overpaid",
    });
    const invoice = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: office.token, body: {} });
    expect(invoice.status, invoice.text).toBe(201);
    await call(`/api/orders/${ref}`, { method: "PATCH", token: owner.token, body: { status: "cancelled", reason: "Customer moved" } });
    await asOwner(`/api/admin/orders/${ref}/credit-note`, "POST", { reason: "Order cancelled" });

    const trail = await call(`/api/admin/audit?order=${ref}`, { token: office.token });
    expect(trail.status).toBe(200);
    const actions = trail.json.entries.map((e: Json) => `${e.action} by ${e.actor.name} (${e.actor.role})`);
    expect(actions).toEqual([
      "credit-note by Admin (owner)",
      "status by Admin (owner)",
      "invoice by Lakshmi Office (office)",
      "refund by Admin (owner)",
      "payment by Lakshmi Office (office)",
      "price by Lakshmi Office (office)",
      "status by Lakshmi Office (office)",
    ]);
    const price = trail.json.entries.find((e: Json) => e.action === "price");
    expect(price.detail).toMatchObject({ beforePaise: 12_345_00, afterPaise: 12_000_00 });
    const refund = trail.json.entries.find((e: Json) => e.action === "refund");
    expect(refund.detail).toMatchObject({ amountPaise: -1_000_00, paidBeforePaise: 6_000_00, paidAfterPaise: 5_000_00 });

    // The whole log is the owner's: filtered by person, action and day, and a month as CSV.
    expect((await call("/api/admin/audit", { token: office.token })).status).toBe(403);
    const byOffice = await asOwner(`/api/admin/audit?person=${office.user._id}&action=payment&day=${dayFromToday(0)}`);
    expect(byOffice.json.entries.length).toBeGreaterThan(0);
    expect(byOffice.json.entries.every((e: Json) => e.action === "payment" && e.actor.name === "Lakshmi Office")).toBe(true);
    const csv = await asOwner(`/api/admin/audit?month=${dayFromToday(0).slice(0, 7)}&format=csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text).toContain(ref);
    expect(csv.text).toContain("Lakshmi Office");
    // Nothing edits or deletes an entry.
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) expect((await asOwner("/api/admin/audit", method, {})).status).toBe(405);
  });

  it("batches made and undone, roles changed, phones paired and revoked are written too", async () => {
    const log = async (action: string) => (await asOwner(`/api/admin/audit?action=${action}`)).json.entries;
    expect((await log("device-paired")).length).toBeGreaterThan(0);
    expect((await log("device-revoked")).length).toBeGreaterThan(0);
    const roles = await log("role");
    expect(roles.some((e: Json) => e.detail.person === "Ravi Floor" && e.detail.after === "floor" && e.actor.name === "Admin")).toBe(true);
    const refs = [(await confirmedOrder("workshop")).reference, (await confirmedOrder("workshop")).reference];
    const made = await call("/api/admin/batches", { method: "POST", token: office.token, body: { orders: refs } });
    expect(made.status, made.text).toBe(201);
    expect((await call(`/api/admin/batches/${made.json.batch.id}`, { method: "DELETE", token: office.token })).status).toBe(200);
    expect((await log("batch-made")).some((e: Json) => e.detail.batch === made.json.batch.id && e.actor.name === "Lakshmi Office")).toBe(true);
    expect((await log("batch-undone")).some((e: Json) => e.detail.batch === made.json.batch.id)).toBe(true);
  });
});

describe("sessions and roles", () => {
  it("the owner sees each person's sessions and ends one; its next request is 401", async () => {
    const person = await staffOf("office", "Counter Two");
    const phone = await login(person.user.email, person.password);
    const staff = (await asOwner("/api/admin/staff")).json.staff;
    const me = staff.find((s: Json) => s._id === person.user._id);
    expect(me.role).toBe("office");
    const open = me.sessions.filter((s: Json) => !s.ended).sort((x: Json, y: Json) => y.createdAt.localeCompare(x.createdAt));
    expect(open.length).toBe(2);
    // The newest is the phone's: ended, the phone is signed out; the counter's session goes on.
    expect((await asOwner(`/api/admin/staff/${person.user._id}/sessions/${open[0].id}`, "DELETE")).status).toBe(200);
    expect((await call("/api/admin/orders", { token: phone.token })).status).toBe(401);
    expect((await call("/api/admin/orders", { token: person.token })).status).toBe(200);
    expect((await asOwner(`/api/admin/staff/${person.user._id}/sessions/AAAAAAAAAAAAAAAAAAAAAAAA`, "DELETE")).status).toBe(404);
  });

  it("a role change ends the person's other sessions; the workshop always keeps an owner", async () => {
    const person = await staffOf("floor", "Floor Two");
    expect((await call("/api/admin/stations", { token: person.token })).status).toBe(200);
    const changed = await asOwner(`/api/admin/staff/${person.user._id}`, "PATCH", { role: "office" });
    expect(changed.json.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await call("/api/admin/stations", { token: person.token })).status).toBe(401);
    // The last owner cannot give up the role.
    const others = (await asOwner("/api/admin/staff")).json.staff.filter((s: Json) => s.role === "owner");
    for (const o of others.filter((s: Json) => s._id !== owner.user._id))
      await conn.collection("users").updateOne({ _id: new mongoose.Types.ObjectId(o._id) }, { $set: { role: "user" } });
    const last = await asOwner(`/api/admin/staff/${owner.user._id}`, "PATCH", { role: "office" });
    expect(last.status).toBe(409);
    expect(last.json.errors.role).toBe("the last owner cannot give up the role");
    const bad = await asOwner(`/api/admin/staff/${person.user._id}`, "PATCH", { role: "admin" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.role).toMatch(/owner/);
  });

  it("npm run user:role sets any role, and says what changed; an unknown e-mail or role is exit 1 with a clear message", async () => {
    const user = await signup({ name: "Role Test" });
    const cli = (...args: string[]) =>
      run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/set-role.ts", ...args], {
        cwd: root,
        env: { ...process.env, MONGODB_URI: inject("dbUri") },
        timeout: 60_000,
      });
    const ok = await cli(user.email, "floor");
    expect(ok.stdout.trim()).toBe(`[role] ${user.email}: user → floor`);
    await expect(cli("nobody@example.com", "office")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no account with the email nobody@example.com"),
    });
    await expect(cli(user.email, "admin")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("no such role: admin") });
    const again = await login(user.email, user.password);
    expect(again.user.role).toBe("floor");
  });
});
