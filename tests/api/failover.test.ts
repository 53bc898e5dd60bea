/**
 * A primary that dies (issue 68, item 3), on the replica-set run only (`TEST_DB=replica-set`): two site instances
 * take orders from six clients while the primary is killed (`kill -9`). Every request ends within 10 s (each operation's
 * bounded server selection, and the route wrapper's 8.5 s deadline for a request the database holds: 503 with Retry-After), none answers 500, /api/health says the set is electing while
 * it lasts, and nothing answered 201 is lost or doubled: each client sends a 503'd order again with its key, as the
 * site's outbox does, and every key ends as exactly one stored order.
 */
import { setTimeout as sleep } from "node:timers/promises";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call } from "./helpers";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { guest, idempotencyKey, orderBody } from "./orders-helpers";

const onReplicaSet = inject("replicaSet");
let A: ExtraServer;
let B: ExtraServer;

const control = async (what: string) => {
  const res = await fetch(`${inject("dbControlUrl")}/${what}`, { method: "POST" });
  if (!res.ok) throw new Error(`the database control's ${what} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

beforeAll(async () => {
  if (onReplicaSet) [A, B] = await Promise.all([startExtraServer(), startExtraServer()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([A?.stop(), B?.stop()]);
});

type Sent = { key: string; status: number; ms: number; reference?: string; retryAfter: string | null };

describe.runIf(onReplicaSet)("a primary killed under a write load", () => {
  it("costs seconds and loses nothing: no wait over 10 s, no 500, every key one order, health says electing", async () => {
    const sent: Sent[] = [];
    const health: { status: number; db?: string }[] = [];
    const keys: string[] = [];
    let running = true;

    async function client(n: number) {
      const server = n % 2 ? A : B;
      while (running) {
        const key = idempotencyKey();
        keys.push(key);
        const body = orderBody({ guest: guest(), idempotencyKey: key });
        // A 503, or a 409 saying the key is still being placed, is sent again with the same key after its
        // Retry-After, as the outbox does (lib/client/outbox.ts), a few times.
        for (let attempt = 0; attempt < 6; attempt++) {
          const res = await call("/api/orders", { method: "POST", body, server: server.url });
          sent.push({ key, status: res.status, ms: res.ms, reference: res.json?.order?.reference, retryAfter: res.headers.get("retry-after") });
          if (res.status !== 503 && !(res.status === 409 && res.json?.errors?.idempotencyKey)) break;
          await sleep(Number(res.headers.get("retry-after") ?? "1") * 1000);
        }
      }
    }
    async function watchHealth() {
      while (running) {
        const res = await call("/api/health", { server: A.url });
        health.push({ status: res.status, db: res.json?.db });
        await sleep(500);
      }
    }

    // Every member up and the set at rest first (a test before this one may have restarted it whole).
    await control("settled");
    const load = Promise.all([...Array.from({ length: 6 }, (_, n) => client(n)), watchHealth()]);
    let killed = -1;
    try {
      await sleep(3_000);
      ({ killed } = await control("kill-primary"));
      const { primary } = await control("elected");
      expect(primary).not.toBe(killed);
      await sleep(5_000);
    } finally {
      running = false;
      await load;
      if (killed >= 0) await control(`start-member/${killed}`);
    }

    const statuses = sent.map((s) => s.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    // What docs/SCALE.md quotes.
    console.info(
      `[failover] ${sent.length} requests: ${count(201)} placed, ${count(200)} found again, ${count(503)} × 503, ${count(409)} × 409; ` +
        `longest ${[...sent]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((s) => `${Math.round(s.ms)} ms (${s.status})`)
          .join(", ")}; health ${health.map((h) => h.db).join(" ")}`,
    );
    expect(
      statuses.filter((s) => s >= 500 && s !== 503),
      "no 500 answers",
    ).toEqual([]);
    expect(statuses.filter((s) => s !== 201 && s !== 200 && s !== 503 && s !== 409)).toEqual([]);
    expect(Math.max(...sent.map((s) => s.ms)), "the longest wait, ms").toBeLessThanOrEqual(10_000);
    for (const s of sent.filter((x) => x.status === 503 || x.status === 409)) expect(s.retryAfter).toMatch(/^\d+$/);
    expect(sent.filter((s) => s.status === 201).length).toBeGreaterThan(20);
    expect(
      health.some((h) => h.status === 503 && h.db === "electing"),
      JSON.stringify(health),
    ).toBe(true);
    expect(health.at(-1)?.status).toBe(200);

    // Every order answered 201 is stored, once; every key is at most one order, and a key answered 201 or 200 exactly one.
    const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 10_000 }).asPromise();
    try {
      const stored = await conn
        .collection<{ _id: string; idempotencyKey: string }>("orderbook")
        .find({ idempotencyKey: { $in: keys } }, { projection: { _id: 1, idempotencyKey: 1 } })
        .toArray();
      const byKey = new Map<string, string[]>();
      for (const o of stored) byKey.set(o.idempotencyKey, [...(byKey.get(o.idempotencyKey) ?? []), o._id]);
      for (const [key, refs] of byKey) expect(refs, key).toHaveLength(1);
      const storedRefs = new Set(stored.map((o) => o._id));
      for (const s of sent.filter((x) => x.status === 201 || x.status === 200)) {
        expect(storedRefs.has(s.reference!), `${s.reference} answered ${s.status} but not stored`).toBe(true);
        expect(byKey.get(s.key)).toEqual([s.reference]);
      }
    } finally {
      await conn.close();
    }
  }, 120_000);
});

describe.skipIf(onReplicaSet)("a primary killed (the replica-set run only)", () => {
  it("has nothing to kill on the embedded database: one process, supervised (tests/api/process.test.ts)", () => {
    expect(inject("dbUri")).not.toContain("replicaSet=");
  });
});
