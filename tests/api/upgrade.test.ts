/**
 * Upgrades lose nothing (issue 37, point 6): the new code starts on a database made by an earlier version of the
 * site (tests/fixtures/upgrade: made once from commit 396ee48, when every order was one document in `orders`,
 * before the keyed order book, the money and the offcut store; how: make-fixture.mjs), runs its start-up
 * migrations, and every record is there: accounts (sign-in, the admin role), the enquiry, each order with its
 * status, price, history, cut list, plan and estimate, the guest links, the carpenter's own list; and the
 * order-reference series goes on. A migration interrupted by a crash finishes on the next start.
 */
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { sleep } from "./helpers";
import { guest, orderBody } from "./orders-helpers";
import { cleanup, expected, expectOrdersAsMade, fixtureDb, migrated, serve } from "./upgrade-fixture";

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
