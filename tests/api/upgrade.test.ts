/**
 * Upgrades lose nothing (issue 37, point 6): the new code starts on a database made by an earlier version of the
 * site (tests/fixtures/upgrade: made once from commit 396ee48, when every order was one document in `orders`,
 * before the keyed order book, the money and the offcut store; how: make-fixture.mjs), runs its start-up
 * migrations, and every record is there: accounts (sign-in, the admin role), the enquiry, each order with its
 * status, price, history, cut list, plan and estimate, the guest links, the carpenter's own list; and the
 * order-reference series goes on. A migration interrupted by a crash finishes on the next start.
 */
import { gunzipSync } from "node:zlib";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { call, sleep, type ApiResponse, type CallOptions } from "./helpers";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { guest, orderBody } from "./orders-helpers";
// @ts-expect-error: plain ESM helpers without types
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";

const fixtures = path.resolve(__dirname, "../fixtures/upgrade");
const expected = JSON.parse(readFileSync(path.join(fixtures, "expected.json"), "utf8")) as {
  users: { name: string; email: string; role: string }[];
  password: string;
  enquiries: number;
  orders: {
    reference: string;
    status: string;
    confirmedPaise: number | null;
    customer: string;
    phone: string;
    boardsBy: string;
    rows: number;
    pieces: number;
    sheets: number;
    estimateTotalPaise: number;
    history: string[];
    owner: string | null;
    key: string;
  }[];
};

type Db = { uri: string; stop: () => Promise<void> };
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

/** The fixture's database in a folder of its own, as the embedded database keeps it (0700, files 0600). */
async function fixtureDb(): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), "panels-upgrade-"));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "db"), { mode: 0o700 });
  const file = path.join(dir, "db", "panels.sqlite");
  writeFileSync(file, gunzipSync(readFileSync(path.join(fixtures, "panels-396ee48.sqlite.gz"))));
  chmodSync(file, 0o600);
  const db: Db = await startEmbeddedDb({ dir: path.join(dir, "db"), quiet: true });
  cleanup.push(() => db.stop());
  return db;
}

type Api = (p: string, init?: Pick<CallOptions, "method" | "token" | "body">) => Promise<ApiResponse>;

async function serve(db: Db): Promise<ExtraServer & { api: Api }> {
  const server = await startExtraServer({ MONGODB_URI: db.uri, SEED_ON_START: "true", RATE_LIMIT_ORDER_MAX: "0" });
  cleanup.push(() => server.stop());
  const api: Api = (p, init = {}) => call(p, { ...init, server: server.url });
  return { ...server, api };
}

/** Waits for the start-up migrations (they run in the background): every order of the fixture answers. */
async function migrated(api: Api) {
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(300)) {
    const all = await Promise.all(expected.orders.map((o) => api(`/api/orders/${o.reference}?key=${o.key}`)));
    if (all.every((r) => r.status === 200)) return all.map((r) => r.json.order);
  }
  throw new Error("the orders were not migrated within a minute");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an order as the API gives it
function expectOrdersAsMade(orders: any[]) {
  for (const [i, want] of expected.orders.entries()) {
    const o = orders[i];
    expect(
      {
        reference: o.reference,
        status: o.status,
        confirmedPaise: o.confirmedPaise ?? null,
        customer: o.customer.name,
        phone: o.customer.phone,
        boardsBy: o.boardsBy,
        rows: o.cutList.rows.length,
        pieces: o.cutList.rows.reduce((n: number, r: { quantity: number }) => n + r.quantity, 0),
        sheets: o.plans.reduce((n: number, p: { plan: { sheets: unknown[] } }) => n + p.plan.sheets.length, 0),
        estimateTotalPaise: o.estimate.totalPaise,
        history: o.history.map((h: { status: string }) => h.status),
      },
      want.reference,
    ).toEqual({
      reference: want.reference,
      status: want.status,
      confirmedPaise: want.confirmedPaise,
      customer: want.customer,
      phone: want.phone,
      boardsBy: want.boardsBy,
      rows: want.rows,
      pieces: want.pieces,
      sheets: want.sheets,
      estimateTotalPaise: want.estimateTotalPaise,
      history: want.history,
    });
  }
}

describe("an upgrade from an earlier version", () => {
  it("starts on the old database, migrates it, and every record is there; the series goes on", async () => {
    const db = await fixtureDb();
    const site = await serve(db);
    const { api } = site;
    expectOrdersAsMade(await migrated(api));

    // Accounts: the owner signs in with the old password and is the owner (the one staff role there was, issue 51); the carpenter sees their own order.
    const owner = await api("/api/user/login", { method: "POST", body: { email: expected.users[0].email, password: expected.password } });
    expect(owner.status).toBe(200);
    expect(owner.json.user.role).toBe("owner");
    const carpenter = await api("/api/user/login", { method: "POST", body: { email: expected.users[1].email, password: expected.password } });
    expect(carpenter.status).toBe(200);
    expect(carpenter.json.user.name).toBe(expected.users[1].name);
    const mine = await api("/api/orders", { token: carpenter.json.token });
    expect(mine.json.items.map((o: { reference: string }) => o.reference)).toEqual(expected.orders.filter((o) => o.owner).map((o) => o.reference));

    // The console: the orders by status, and the enquiry.
    const list = await api("/api/admin/orders", { token: owner.json.token });
    expect(list.status).toBe(200);
    expect(list.json.items.map((o: { reference: string }) => o.reference).sort()).toEqual(expected.orders.map((o) => o.reference).sort());
    const enquiries = await api("/api/enquiries", { token: owner.json.token });
    expect(enquiries.status).toBe(200);
    expect(enquiries.json.items.length).toBe(expected.enquiries);

    // The old orders take today's rules: the confirmed one can be paid and invoiced once the business is set up.
    const confirmed = expected.orders.find((o) => o.status === "confirmed")!;
    const pay = await api(`/api/admin/orders/${confirmed.reference}/payments`, {
      method: "POST",
      token: owner.json.token,
      body: { amountPaise: 1_000_00, mode: "cash", receivedOn: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10) },
    });
    expect(pay.status, JSON.stringify(pay.json)).toBe(201);

    // The old collection is put aside once moved, so the move never runs again.
    const check = await mongoose.createConnection(db.uri).asPromise();
    cleanup.push(() => check.close());
    for (let i = 0; i < 50 && (await check.db!.listCollections({ name: "orders" }).toArray()).length; i++) await sleep(200);
    expect((await check.db!.listCollections({ name: "orders" }).toArray()).length).toBe(0);
    expect((await check.db!.listCollections({ name: "orders_migrated" }).toArray()).length).toBe(1);

    // The series goes on from the old orders' numbers (within the same year).
    const next = await api("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: "After the upgrade" }) }) });
    expect(next.status).toBe(201);
    const year = new Date(Date.now() + 5.5 * 3600_000).getUTCFullYear();
    const last = Math.max(...expected.orders.filter((o) => o.reference.startsWith(`KPW-${year}-`)).map((o) => Number(o.reference.slice(-4))), 0);
    expect(next.json.order.reference).toBe(`KPW-${year}-${String(last + 1).padStart(4, "0")}`);
  }, 180_000);

  it("a migration interrupted by a crash between two orders finishes on the next start: every order once, filed once", async () => {
    const db = await fixtureDb();
    // The migration, run here against the fixture and stopped after its first order as a crash would stop it.
    process.env.MONGODB_URI = db.uri;
    const { migrateLegacyOrders } = await import("@/lib/orders/store/migrate");
    const { connectToDatabase } = await import("@/lib/db/connect");
    await connectToDatabase();
    cleanup.push(() => mongoose.disconnect());
    await expect(
      migrateLegacyOrders({
        afterEach: () => {
          throw new Error("crash");
        },
      }),
    ).rejects.toThrow("crash");
    const conn = mongoose.connection.db!;
    expect(await conn.collection("orderbook").countDocuments()).toBe(1);
    expect((await conn.listCollections({ name: "orders" }).toArray()).length).toBe(1);
    await mongoose.disconnect();

    // The next start: the site's own start-up runs it again and finishes.
    const site = await serve(db);
    expectOrdersAsMade(await migrated(site.api));
    const owner = await site.api("/api/user/login", { method: "POST", body: { email: expected.users[0].email, password: expected.password } });
    const list = await site.api("/api/admin/orders", { token: owner.json.token });
    expect(list.json.items.map((o: { reference: string }) => o.reference).sort()).toEqual(expected.orders.map((o) => o.reference).sort());
    const check = await mongoose.createConnection(db.uri).asPromise();
    cleanup.push(() => check.close());
    for (let i = 0; i < 50 && (await check.db!.listCollections({ name: "orders" }).toArray()).length; i++) await sleep(200);
    expect((await check.db!.listCollections({ name: "orders" }).toArray()).length).toBe(0);
    expect(await check.collection("orderbook").countDocuments()).toBe(expected.orders.length);
  }, 180_000);
});
