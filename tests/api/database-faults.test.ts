/**
 * What the site does when its database hangs or its disk fills, and with
 * addresses that do not decode: each answered with a clear status and the
 * site's headers, quickly, and the site recovers by itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, describe, expect, inject, it } from "vitest";
import { call, signupAndLogin, sleep, type ApiResponse } from "./helpers";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { guest, orderBody } from "./orders-helpers";
// @ts-expect-error: plain ESM helpers without types
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";

const control = inject("dbControlUrl");
/** docs/SECURITY.md: a request waits at most about 6 s for a database that does not answer. */
const MAX_MS = 6500;

/** Asks /api/health until it answers `status` (10 s at most), each call within `maxMs`; the last answer. */
async function healthUntil(status: number, maxMs: number): Promise<ApiResponse> {
  let res = await call("/api/health");
  for (const started = Date.now(); res.status !== status && Date.now() - started < 10_000; await sleep(250)) {
    expect(res.ms, `health took ${Math.round(res.ms)} ms`).toBeLessThan(maxMs);
    res = await call("/api/health");
  }
  return res;
}

function expect503(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(503);
  expect(res.json?.message, what).toEqual(expect.any(String));
  expect(Number(res.headers.get("retry-after")), what).toBeGreaterThanOrEqual(1);
  expect(res.headers.get("cache-control"), what).toContain("no-store");
}

describe("a hung database (its process stopped, its socket still open)", () => {
  afterAll(async () => {
    await fetch(`${control}/resume`, { method: "POST" });
  });

  it("every request gets 503 with Retry-After within about 6 s, and the site recovers when it answers again", async () => {
    const s = await signupAndLogin();
    const placed = (await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) })).json.order;
    expect((await fetch(`${control}/pause`, { method: "POST" })).status).toBe(200);
    // Health answers from its newest probe (at most 2 s old; a hung probe gives up after 5 s: lib/db/health.ts), so
    // the outage shows within about 7 s, and no call of it waits longer than any other request.
    expect503(await healthUntil(503, MAX_MS), "GET /api/health");
    const cases: [string, Parameters<typeof call>[1]][] = [
      ["/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } }],
      [`/api/user/${s.user._id}`, { token: s.token }],
      [`/api/orders/${placed.reference}?key=${placed.link.split("key=")[1]}`, {}],
      ["/api/orders", { method: "POST", body: orderBody({ guest: guest() }) }],
    ];
    for (const [p, opts] of cases) {
      const res = await call(p, opts);
      expect503(res, `${opts?.method ?? "GET"} ${p}`);
      expect(res.ms, `${p} took ${Math.round(res.ms)} ms`).toBeLessThan(MAX_MS);
    }
    expect((await fetch(`${control}/resume`, { method: "POST" })).status).toBe(200);
    let status = 0;
    for (const started = Date.now(); Date.now() - started < 30_000 && status !== 200; await sleep(500)) status = (await call("/api/health")).status;
    expect(status).toBe(200);
    expect((await call(`/api/user/${s.user._id}`, { token: s.token })).status).toBe(200);
  }, 120_000);
});

describe("a full disk", () => {
  let dir = "";
  let db: { uri: string; stop: () => Promise<void> } | null = null;
  let server: ExtraServer | null = null;
  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("a write answers 503 saying so (nothing half-stored), the health check reports it, reads go on; freed space ends it", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "panels-full-db-"));
    db = await startEmbeddedDb({ dir, quiet: true, maxSizeMb: 8 });
    server = await startExtraServer({ MONGODB_URI: db!.uri, SEED_ON_START: "true" });
    const get = async (p: string, init: RequestInit = {}) => {
      const started = performance.now();
      const res = await fetch(`${server!.url}${p}`, init);
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        text,
        json: text ? JSON.parse(text) : undefined,
        ms: performance.now() - started,
      } as ApiResponse;
    };
    const json = { "Content-Type": "application/json" };
    expect((await get("/api/health")).status).toBe(200);
    const services = await get("/api/services");
    expect(services.status).toBe(200);

    // Fill the database to its cap: large blocks, then smaller ones into what is left.
    const conn = await mongoose.createConnection(db!.uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
    const filler = conn.collection("filler");
    for (const size of [200_000, 20_000, 2_000, 500]) {
      let full = false;
      for (let i = 0; i < 2000 && !full; i++) {
        try {
          await filler.insertOne({ size, i, block: "x".repeat(size) });
        } catch (err) {
          full = /full/i.test((err as Error).message);
          if (!full) throw err;
        }
      }
      expect(full, `${size}-byte blocks`).toBe(true);
    }

    // The write half of the health probe runs every few seconds: the full disk shows within about 7 s.
    let health = await get("/api/health");
    for (const started = Date.now(); health.status !== 503 && Date.now() - started < 10_000; await sleep(250)) health = await get("/api/health");
    expect503(health, "GET /api/health");
    expect(health.json.db).toBe("full");
    const order = await get("/api/orders", { method: "POST", headers: json, body: JSON.stringify(orderBody({ guest: guest() })) });
    expect503(order, "POST /api/orders");
    expect(order.json.message).toMatch(/storage is full/);
    expect(await conn.collection("orderbook").countDocuments()).toBe(0);
    // Nothing half-stored: no order, and its key was given back so the same order can be sent again later.
    expect(await conn.collection("orderkeys").countDocuments()).toBe(0);
    expect((await get("/api/services")).status).toBe(200);

    await filler.drop();
    let status = 0;
    for (const started = Date.now(); Date.now() - started < 20_000 && status !== 200; await sleep(500)) status = (await get("/api/health")).status;
    expect(status).toBe(200);
    expect((await get("/api/orders", { method: "POST", headers: json, body: JSON.stringify(orderBody({ guest: guest() })) })).status).toBe(201);
    await conn.close();
  }, 180_000);
});

describe("a database killed mid-request (issue 38)", () => {
  let dir = "";
  let db: { uri: string; stop: () => Promise<void>; child: import("node:child_process").ChildProcess } | null = null;
  let server: ExtraServer | null = null;
  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("orders in flight answer 201 or 503 with Retry-After, never 500; started again, the site recovers", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "panels-killed-db-"));
    db = await startEmbeddedDb({ dir, quiet: true });
    server = await startExtraServer({ MONGODB_URI: db!.uri, SEED_ON_START: "true", RATE_LIMIT_ORDER_MAX: "0" });
    const post = async () => {
      const res = await fetch(`${server!.url}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderBody({ guest: guest() })),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined, ms: 0 } as ApiResponse;
    };
    expect((await post()).status).toBe(201);
    // Orders the server plans itself (about a second each) are in flight when the database is killed.
    const inFlight = Array.from({ length: 6 }, (_, i) => sleep(i * 150).then(post));
    await sleep(400);
    db!.child.kill("SIGKILL");
    for (const res of await Promise.all(inFlight)) {
      expect([201, 503], res.text).toContain(res.status);
      if (res.status === 503) expect503(res, "POST /api/orders with the database killed");
    }
    db = await startEmbeddedDb({ dir, quiet: true });
    let status = 0;
    for (const started = Date.now(); Date.now() - started < 30_000 && status !== 201; await sleep(500)) status = (await post()).status;
    expect(status).toBe(201);
  }, 180_000);
});

describe("addresses that do not decode", () => {
  it("a malformed % escape anywhere is 400 from the site's own server, with the site's security headers", async () => {
    for (const p of ["/api/orders/%E0%A4%A", "/api/user/%ZZ", "/orders/%", "/media/%", "/%E0%A4"]) {
      const res = await fetch(`${inject("baseUrl")}${p}`);
      expect(res.status, p).toBe(400);
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("content-security-policy"), p).toContain("default-src 'none'");
      expect(((await res.json()) as { message: string }).message, p).toMatch(/not valid/);
    }
    // A well-formed escape still reaches the site (a 404 page here, not a 400).
    expect((await fetch(`${inject("baseUrl")}/orders/%41%42`)).status).toBe(404);
  });
});
