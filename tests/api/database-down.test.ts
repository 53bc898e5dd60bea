/**
 * Stops the database under the running server, checks that every endpoint
 * answers 503 {message} with Retry-After within about 6 s (a login never says
 * "invalid credentials"), then restarts it and checks that the site recovers.
 * Its own file, because it disturbs everything else while it runs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, call, signupAndLogin, sleep, strongPassword, type ApiResponse } from "./helpers";
import { guest, orderBody } from "./orders-helpers";

const control = inject("dbControlUrl");

async function db(action: "stop" | "start") {
  const res = await fetch(`${control}/${action}`, { method: "POST" });
  expect(res.status).toBe(200);
}

type S = Awaited<ReturnType<typeof signupAndLogin>>;
let s: S;
let staff: S;
/** A confirmed order whose first piece is scanned during the outage (issue 40: a scan is never lost). */
let scanned = "";

let servicesBefore: unknown;

beforeAll(async () => {
  [s, staff] = await Promise.all([signupAndLogin(), adminSession()]);
  const placed = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
  scanned = placed.json.order.reference;
  await call(`/api/orders/${scanned}`, { method: "PATCH", token: staff.token, body: { status: "confirmed", confirmedPaise: 100000 } });
  // A good copy of the public list exists in the server before the outage.
  const list = await call("/api/services");
  expect(list.status).toBe(200);
  servicesBefore = list.json;
  await db("stop");
}, 60_000);

afterAll(async () => {
  await db("start");
}, 60_000);

/**
 * The embedded database refuses a connection at once. A replica set whose members all died is only known to be gone
 * after a server selection (4 s) or the driver's next check of each member: the first request after it may wait two
 * selections, within the 10 s every request is held to on a replica set (issue 68, docs/SCALE.md).
 */
const MAX_MS = inject("replicaSet") ? 10_000 : 6500;

function expect503(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(503);
  expect(res.json.message, what).toEqual(expect.any(String));
  expect(res.json.message, what).not.toMatch(/invalid/i);
  expect(Number(res.headers.get("retry-after")), what).toBeGreaterThanOrEqual(1);
  expect(res.headers.get("cache-control"), what).toContain("no-store");
  expect(res.ms, `${what} took ${Math.round(res.ms)} ms`).toBeLessThan(MAX_MS);
}

describe("database down", () => {
  it("every endpoint answers 503 with Retry-After, quickly", async () => {
    const id = s.user._id;
    const cases: Array<[string, Parameters<typeof call>[1]]> = [
      ["/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } }],
      ["/api/user/login", { method: "POST", body: { email: s.user.email, password: "Wrong-password-1" } }],
      [
        "/api/user/signup",
        { method: "POST", body: { name: "Down", email: `down-${Date.now()}@example.com`, phone: "1234567", password: strongPassword() } },
      ],
      [`/api/user/${id}`, { token: s.token }],
      [`/api/user/${id}`, { method: "PATCH", token: s.token, body: { name: "x" } }],
      [`/api/user/${id}`, { method: "PUT", token: s.token, body: { name: "x", email: s.user.email, phone: "1234567" } }],
      [`/api/user/${id}`, { method: "DELETE", token: s.token }],
      ["/api/user", { token: s.token }],
      ["/api/user/logout", { method: "POST", token: s.token }],
      ["/api/health", {}],
      // The phone keeps a scan answered 503 and sends it again later (lib/client/scan-outbox.ts).
      ["/api/admin/scans", { method: "POST", token: staff.token, body: { code: `${scanned}/1/1`, station: "cut" } }],
    ];
    for (const [path, opts] of cases) expect503(await call(path, opts), `${opts?.method ?? "GET"} ${path}`);
  }, 120_000);

  it("a logout while the database is down still clears the cookie", async () => {
    const res = await call("/api/user/logout", { method: "POST", cookie: s.cookie });
    expect(res.status).toBe(503);
    expect(res.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/i);
  });

  it("GET /api/services keeps serving the last good list during the outage (stale-if-error)", async () => {
    // Well past the few-second cache: every read of the database fails now.
    await sleep(6000);
    for (let i = 0; i < 5; i++) {
      const res = await call("/api/services");
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual(servicesBefore);
      expect(Number(res.headers.get("age"))).toBeGreaterThanOrEqual(5);
      expect(res.headers.get("cache-control")).toContain("stale-if-error");
      await sleep(500);
    }
    // The health check does not hide the outage.
    expect503(await call("/api/health"), "GET /api/health");
  }, 60_000);

  it("recovers when the database is back", async () => {
    await db("start");
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 30_000) {
      status = (await call("/api/health")).status;
      if (status === 200) break;
      await sleep(500);
    }
    expect(status).toBe(200);
    expect((await call("/api/services")).status).toBe(200);
    const again = await call("/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } });
    expect(again.status).toBe(200);
    expect((await call(`/api/user/${s.user._id}`, { token: again.json.token })).status).toBe(200);
    // The session from before the outage is still valid (nothing was revoked while the database was down).
    expect((await call(`/api/user/${s.user._id}`, { token: s.token })).status).toBe(200);
    // The scan refused during the outage, sent again by the phone, is recorded once.
    const scan = { method: "POST", token: staff.token, body: { code: `${scanned}/1/1`, station: "cut" } };
    expect((await call("/api/admin/scans", scan)).status).toBe(201);
    expect((await call("/api/admin/scans", scan)).status).toBe(200);
  }, 60_000);
});
