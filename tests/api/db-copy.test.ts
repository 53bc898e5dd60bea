/**
 * The move from the embedded database to MongoDB (issue 68, item 4; docs/SCALE.md), on the replica-set run: the
 * database an earlier version made (the upgrade fixture) is served once on the embedded database (its start-up
 * migrations run), then `npm run db:copy` (scripts/db-copy.mjs) copies it into an empty database on the replica
 * set, and the site started there has every order, account and enquiry, and the order series goes on. A target that
 * already holds data is refused.
 */
import { describe, expect, inject, it } from "vitest";
import { guest, orderBody } from "./orders-helpers";
import { cleanup, expected, expectOrdersAsMade, fixtureDb, migrated, serve } from "./upgrade-fixture";
// @ts-expect-error: plain ESM helpers without types
import { copyDatabase } from "../../scripts/db-copy.mjs";

const onReplicaSet = inject("replicaSet");

/** The suite's replica set, another database on it. */
const onTheSet = (db: string) => inject("dbUri").replace(/\/[^/?]*\?/, `/${db}?`);

describe.runIf(onReplicaSet)("moving to MongoDB", () => {
  it("copies every collection to an empty database on the replica set; the site there has every record and goes on", async () => {
    const embedded = await fixtureDb();
    const before = await serve(embedded);
    expectOrdersAsMade(await migrated(before.api));
    await before.stop();

    const target = onTheSet(`moved${Date.now() % 100000}`);
    const counts: Record<string, number> = await copyDatabase(embedded.uri, target, { log: () => undefined });
    expect(counts.users).toBe(expected.users.length);
    expect(counts.enquiries).toBe(expected.enquiries);
    // A second copy into the same database is refused: nothing is doubled.
    await expect(copyDatabase(embedded.uri, target, { log: () => undefined })).rejects.toThrow(/already holds/);

    const after = await serve({ uri: target });
    const orders = await migrated(after.api);
    expectOrdersAsMade(orders);
    const owner = await after.api("/api/user/login", { method: "POST", body: { email: expected.users[0].email, password: expected.password } });
    expect(owner.status).toBe(200);
    const enquiries = await after.api("/api/enquiries", { token: owner.json.token });
    expect(enquiries.json.items.length).toBe(expected.enquiries);
    // The series goes on from the moved orders.
    const last = Math.max(...expected.orders.map((o) => Number(o.reference.split("-").pop())));
    const next = await after.api("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
    expect(next.status, next.text).toBe(201);
    expect(Number(next.json.order.reference.split("-").pop())).toBeGreaterThan(last);
    cleanup.push(() => after.stop());
  }, 180_000);
});

describe.skipIf(onReplicaSet)("moving to MongoDB (the replica-set run only)", () => {
  it("needs a MongoDB to move to: the replica-set run has one", () => {
    expect(inject("replicaSet")).toBe(false);
  });
});
