/**
 * Several instances are one site (issue 68, item 2): two more site servers on the suite's database (the embedded
 * one, or the replica set of `TEST_DB=replica-set`), and everything shared lives in the database:
 * - a facts save through one instance reaches the other's pre-rendered pages within 15 s (a change stream on MongoDB,
 *   the version read every 5 s on the embedded database; lib/site-pages/changes.ts);
 * - a phone revoked through one instance is refused by the other at its very next request;
 * - one order per idempotency key, asked through both at once; one consecutive invoice series issued through both;
 * - behind nginx with the deployment's own file (deploy/nginx/kovai-panels.conf): both instances answer, the client's
 *   address is the one nginx saw (TRUST_PROXY=1), and a stopped instance costs no request.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, call, type Login } from "./helpers";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { guest, idempotencyKey, orderBody } from "./orders-helpers";
import { BUSINESS } from "../fixtures/business";
// @ts-expect-error: plain ESM helpers without types
import { freePort } from "../../scripts/lib/embedded-db.mjs";

let A: ExtraServer;
let B: ExtraServer;
let owner: Login;

beforeAll(async () => {
  // As deployed behind one proxy (TRUST_PROXY=1); BENCH_ROUTES for the address the rate limits see.
  const behindProxy = { TRUST_PROXY: "1", BENCH_ROUTES: "1" };
  [A, B, owner] = await Promise.all([startExtraServer(behindProxy), startExtraServer(behindProxy), adminSession()]);
  // Invoices need the business's details saved (not the examples).
  expect((await call("/api/admin/business", { method: "PUT", token: owner.token, body: BUSINESS })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await Promise.all([A?.stop(), B?.stop()]);
});

const on = (server: ExtraServer, pathname: string, options: Parameters<typeof call>[1] = {}) =>
  call(pathname, { ...options, server: server.url, headers: { Origin: server.url, ...options.headers } });

describe("two instances are one site", () => {
  it("a facts save through A reaches B's pre-rendered pages within 15 s", async () => {
    const before = await on(A, "/api/admin/business/facts", { token: owner.token });
    expect(before.status, before.text).toBe(200);
    const { facts } = before.json;
    const kept = { ...facts };
    for (const k of ["example", "updatedAt", "updatedBy", "version"]) delete kept[k];
    // B has its home page and the Tamil one in its cache before the save.
    for (const p of ["/", "/ta"]) expect((await on(B, p)).status).toBe(200);
    const name = `Two Instance Panels ${Date.now() % 100000}`;
    const saved = await on(A, "/api/admin/business/facts", {
      method: "PUT",
      token: owner.token,
      body: { ...kept, name },
      headers: { "If-Match": `"${facts.version}"` },
    });
    expect(saved.status, saved.text).toBe(200);
    try {
      const started = Date.now();
      let seen = 0;
      while (Date.now() - started < 20_000) {
        const [en, ta] = await Promise.all([on(B, "/"), on(B, "/ta")]);
        if (en.text.includes(name) && ta.text.includes(name)) {
          seen = Date.now() - started;
          break;
        }
        await sleep(500);
      }
      expect(seen, "B's pages never showed the new name").toBeGreaterThan(0);
      // A pre-rendered page may answer once from before its regeneration: 15 s is the promise, the watch is 5 s.
      expect(seen).toBeLessThanOrEqual(15_000);
    } finally {
      const now = await on(A, "/api/admin/business/facts", { token: owner.token });
      const restored = await on(A, "/api/admin/business/facts", {
        method: "PUT",
        token: owner.token,
        body: kept,
        headers: { "If-Match": `"${now.json.facts.version}"` },
      });
      expect(restored.status, restored.text).toBe(200);
    }
  }, 60_000);

  it("a phone revoked through A is refused by B at its very next request", async () => {
    const made = await on(A, "/api/admin/devices", { method: "POST", token: owner.token, body: { name: "Two-instance phone", stations: ["cut"] } });
    expect(made.status, made.text).toBe(201);
    const paired = await on(B, "/api/devices/pair", { method: "POST", body: { code: made.json.code } });
    expect(paired.status, paired.text).toBe(200);
    const cookie = (paired.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await on(B, "/api/admin/stations", { cookie })).status).toBe(200);
    expect((await on(A, `/api/admin/devices/${made.json.id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    const after = await on(B, "/api/admin/stations", { cookie });
    expect(after.status).toBe(401);
  });

  it("one order per key, asked through both at once; one consecutive invoice series through both", async () => {
    const key = idempotencyKey();
    const body = orderBody({ guest: guest(), idempotencyKey: key });
    const [a, b] = await Promise.all([on(A, "/api/orders", { method: "POST", body }), on(B, "/api/orders", { method: "POST", body })]);
    // One placed it (201), the other answers that same order (200).
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.order.reference).toBe(b.json.order.reference);

    const refs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = await on(i % 2 ? A : B, "/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
      expect(placed.status, placed.text).toBe(201);
      const ref = placed.json.order.reference;
      const confirmed = await on(A, `/api/orders/${ref}`, {
        method: "PATCH",
        token: owner.token,
        body: { status: "confirmed", confirmedPaise: 5_000_00 },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      refs.push(ref);
    }
    const issued = await Promise.all(
      refs.map((ref, i) => on(i % 2 ? A : B, `/api/admin/orders/${ref}/invoice`, { method: "POST", token: owner.token, body: {} })),
    );
    for (const r of issued) expect(r.status, r.text).toBe(201);
    const numbers = issued.map((r) => Number(String(r.json.invoice.number).split("/").pop())).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers[numbers.length - 1] - numbers[0]).toBe(numbers.length - 1);
  }, 60_000);
});

/** nginx with the deployment's file in front of A and B, as this user, in a folder of its own (.ci/run installs nginx-light). */
async function startNginx(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "panels-nginx-"));
  const port = await freePort();
  const portOf = (s: ExtraServer) => new URL(s.url).port;
  const site = readFileSync(path.resolve(__dirname, "../../deploy/nginx/kovai-panels.conf"), "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${portOf(A)}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${portOf(B)}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  expect(site).toContain(`127.0.0.1:${portOf(B)}`);
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(
    process.env.NGINX_BIN || (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx"),
    ["-p", dir, "-c", path.join(dir, "nginx.conf")],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await sleep(200);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("behind nginx (deploy/nginx/kovai-panels.conf)", () => {
  it("spreads requests over both instances, tells them the client's address, and loses no request when one stops", async () => {
    const proxy = await startNginx();
    try {
      // The client's address is the one nginx saw (127.0.0.23), not what the client claims.
      const seen = await call("/api/bench/constant", { server: proxy.url, ip: "127.0.0.23", headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect(seen.status).toBe(200);
      expect(seen.headers.get("x-client-address")).toBe("127.0.0.23");
      // A sign-in made through the proxy works on either instance behind it.
      const me = await call(`/api/user/${owner.user._id}`, { server: proxy.url, token: owner.token });
      expect(me.status).toBe(200);
      // One instance stops: every request still answers, from the other.
      await A.stop();
      const after = await Promise.all(Array.from({ length: 6 }, () => call("/api/health", { server: proxy.url })));
      expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await proxy.stop();
    }
  });
});

describe("the run's database", () => {
  it("is the one the suite was asked for", () => {
    expect(inject("dbUri").includes("replicaSet=")).toBe(inject("replicaSet"));
  });
});
