// API load benchmark (loopback only, bounded in time): starts a fresh embedded
// database and the production server, then measures with autocannon
//   1. GET /api/constant of a bare Next.js app (constant JSON, the baseline; scripts/lib/bare-next.mjs), 50 connections;
//   2. GET /api/services, 50 connections: target ≥ 80% of the baseline, p99 < 300 ms, no errors;
//   3. GET /api/services with 10 connections while 10 others flood POST /api/user/login
//      with bad passwords (rate limits off, so every attempt reaches bcrypt): p99 < 1 s;
//   4. signed-in traffic (GET /api/user/{id} with a bearer token, 10 connections) while
//      20 connections flood refused requests (bad sign-ins past the rate limit, 429) on a
//      second server with the real limits: signed-in p99 < 300 ms.
//   5. GET /api/health asked every 100 ms (30 probes) while 200 connections look up guests' orders by their links
//      (each connection from its own address): health p95 < 100 ms (issue 56), with the server's event-loop
//      delay over the same seconds (its bench route, BENCH_ROUTES=1).
// Usage: node bench/api-load.mjs [--seconds=20] [--only=refusal|health]   (NEXT_DIST_DIR picks the build folder)
// Writes bench/results/api-load-latest.json (git-ignored) and prints a table.
import { NO_CALL_LIMITS, benchSiteEnv } from "./site-env.mjs";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, root, startEmbeddedDb } from "../scripts/lib/embedded-db.mjs";
import { ensureBuild, startNext } from "../scripts/lib/site-process.mjs";
import { startBareNext } from "../scripts/lib/bare-next.mjs";
import { apiTargetRows } from "./api-targets.mjs";

const targets = JSON.parse(readFileSync(path.join(root, "bench/budgets.json"), "utf8")).api;
const seconds = Math.min(60, Number(process.argv.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 20));
const onlyRefusal = process.argv.includes("--only=refusal");
const onlyHealth = process.argv.includes("--only=health");

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}
const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  maxMs: r.latency.max,
  errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  statusCodes: r.statusCodeStats,
});

const dir = mkdtempSync(path.join(tmpdir(), "panels-api-bench-"));
let db, next, bare, limited;

/**
 * Scenario 4 on its own server (default rate limits, no bench routes): one
 * client signs in, then its profile reads run next to a flood of refused
 * sign-ins (a wrong password for one account, from one address).
 */
async function refusalFlood(uri) {
  limited = await startNext({
    port: await freePort(),
    host: "127.0.0.1",
    quiet: true,
    env: benchSiteEnv(uri, { SEED_ON_START: "false" }),
  });
  const base = limited.url;
  const post = (p, body) => fetch(base + p, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const email = `bench-${Date.now()}@example.com`;
  const password = `Bench-${Math.random().toString(36).slice(2)}-Pw9`;
  const signup = await post("/api/user/signup", { name: "Bench User", email, phone: "+91 98765 43210", password });
  if (signup.status !== 201) throw new Error(`bench signup: ${signup.status} ${await signup.text()}`);
  const { token, user } = await (await post("/api/user/login", { email, password })).json();
  const victim = `victim-${Date.now()}@example.com`;
  await post("/api/user/signup", { name: "Victim", email: victim, phone: "+91 98765 43210", password: `${password}x` });
  const signedIn = { url: `${base}/api/user/${user._id}`, headers: { authorization: `Bearer ${token}` } };
  await cannon({ ...signedIn, connections: 5, duration: 3 });
  const alone = await cannon({ ...signedIn, connections: 10, duration: seconds });
  const [flood, reads] = await Promise.all([
    cannon({
      url: `${base}/api/user/login`,
      method: "POST",
      connections: 20,
      duration: seconds,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: victim, password: "wrong-password-123" }),
    }),
    cannon({ ...signedIn, connections: 10, duration: seconds }),
  ]);
  return { signedInAlone: summary(alone), refusalFlood: summary(flood), signedInUnderRefusalFlood: summary(reads) };
}
try {
  if (!process.env.SKIP_BUILD) ensureBuild();
  db = await startEmbeddedDb({ dir, quiet: true });
  next = await startNext({
    port: await freePort(),
    host: "127.0.0.1",
    quiet: true,
    env: benchSiteEnv(db.uri, {
      // The flood must reach bcrypt, not stop at the rate limiter (both limits off).
      RATE_LIMIT_LOGIN_MAX: "0",
      RATE_LIMIT_LOGIN_IP_MAX: "0",
      NEXT_TELEMETRY_DISABLED: "1",
      BENCH_ROUTES: "1",
      ...NO_CALL_LIMITS,
    }),
  });
  if (onlyHealth) {
    const r = await healthUnderLookups(next.url);
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/api-load-health-latest.json"), JSON.stringify({ date: new Date().toISOString(), ...r }, null, 2));
    printHealth(r);
  } else if (onlyRefusal) {
    const r = await refusalFlood(db.uri);
    const results = { date: new Date().toISOString(), seconds, machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version }, ...r };
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/api-load-refusal-latest.json"), JSON.stringify(results, null, 2));
    console.table([
      { figure: "refusal flood req/s (20 conns)", value: r.refusalFlood.reqPerSec, codes: JSON.stringify(r.refusalFlood.statusCodes) },
      { figure: "signed-in alone req/s, p50 / p99 (ms)", value: `${r.signedInAlone.reqPerSec}, ${r.signedInAlone.p50Ms} / ${r.signedInAlone.p99Ms}` },
      {
        figure: "signed-in req/s (10 conns)",
        value: r.signedInUnderRefusalFlood.reqPerSec,
        codes: JSON.stringify(r.signedInUnderRefusalFlood.statusCodes),
      },
      {
        figure: "signed-in p50 / p99 (ms)",
        value: `${r.signedInUnderRefusalFlood.p50Ms} / ${r.signedInUnderRefusalFlood.p99Ms}`,
        target: `p99 < ${targets.signedInP99UnderRefusalFloodMs}`,
      },
    ]);
  } else {
    await fullRun(next.url);
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await bare?.stop();
  await limited?.stop();
  await next?.stop();
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Scenarios 1 to 4; writes bench/results/api-load-latest.json. */
async function fullRun(base) {
  bare = await startBareNext();
  const constantUrl = `${bare.url}/api/constant`;
  // Wait for the start-up seed, then warm both handlers.
  for (let i = 0; i < 40; i++) {
    const list = await (await fetch(`${base}/api/services`)).json().catch(() => []);
    if (Array.isArray(list) && list.length) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await cannon({ url: constantUrl, connections: 10, duration: 3 });
  await cannon({ url: `${base}/api/services`, connections: 10, duration: 3 });

  const constant = summary(await cannon({ url: constantUrl, connections: 50, duration: seconds }));
  const services = summary(await cannon({ url: `${base}/api/services`, connections: 50, duration: seconds }));
  const [flood, underFlood] = await Promise.all([
    cannon({
      url: `${base}/api/user/login`,
      method: "POST",
      connections: 10,
      duration: seconds,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-123" }),
    }),
    cannon({ url: `${base}/api/services`, connections: 10, duration: seconds }),
  ]);
  const results = {
    date: new Date().toISOString(),
    seconds,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    constant,
    services,
    ratio: Number((services.reqPerSec / constant.reqPerSec).toFixed(2)),
    loginFlood: summary(flood),
    servicesUnderFlood: summary(underFlood),
    ...(await refusalFlood(db.uri)),
    healthUnderLookups: await healthUnderLookups(base),
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/api-load-latest.json"), JSON.stringify(results, null, 2));
  console.table([
    { figure: "constant JSON req/s (50 conns)", value: constant.reqPerSec, target: "" },
    { figure: "services req/s (50 conns)", value: services.reqPerSec, target: "" },
    { figure: "login flood req/s (10 conns)", value: results.loginFlood.reqPerSec, target: "", codes: JSON.stringify(flood.statusCodeStats) },
    {
      figure: "refusal flood req/s (20 conns)",
      value: results.refusalFlood.reqPerSec,
      target: "",
      codes: JSON.stringify(results.refusalFlood.statusCodes),
    },
    ...apiTargetRows(results, targets),
  ]);
  printHealth(results.healthUnderLookups);
}

/** A guest's order on `base`: its link (reference and key), as the customer's phone asks for it. */
async function placeGuestOrder(base, i) {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const body = {
    idempotencyKey: `bench-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
    cutList: {
      saw: { kerf: 4, trim: 10 },
      rows: [
        {
          id: `r${i}a`,
          name: "Side",
          material: "bwp-ply-18",
          length: 720,
          width: 560,
          quantity: 2,
          grain: false,
          edges: { l1: 2, l2: null, w1: null, w2: null },
          note: "",
        },
        {
          id: `r${i}b`,
          name: "Shelf",
          material: "bwp-ply-18",
          length: 560,
          width: 300,
          quantity: 3,
          grain: false,
          edges: { l1: null, l2: null, w1: null, w2: null },
          note: "",
        },
      ],
    },
    boardsBy: "customer",
    fulfilment: "pickup",
    requiredBy: day,
    guest: { name: `Bench customer ${i}`, phone: `+91 98431 ${String(10000 + i).slice(-5)}`, email: `bench${i}@example.com` },
  };
  const res = await fetch(`${base}/api/orders`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`bench order: ${res.status} ${await res.text()}`);
  const { order } = await res.json();
  return new URL(order.link, base);
}

/**
 * Scenario 5 (issue 56): 200 connections look up orders by their guest links, each connection from its own
 * address, while /api/health is asked every 100 ms; the server's event-loop delay is read over the same window.
 */
async function healthUnderLookups(base) {
  const links = [];
  for (let i = 0; i < 40; i++) links.push(await placeGuestOrder(base, i));
  const paths = links.map((u) => `/api/orders/${u.pathname.split("/").at(-1)}${u.search}`);
  await fetch(`${base}/api/bench/event-loop?reset=1`);
  let n = 0;
  const lookups = cannon({
    url: base,
    connections: 200,
    duration: Math.max(5, Math.min(seconds, 15)),
    requests: [
      {
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            path: paths[n % paths.length],
            headers: { ...req.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          };
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 1500));
  const probes = [];
  const constant = [];
  for (let i = 0; i < 30; i++) {
    let started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    probes.push({ ms: performance.now() - started, status: res.status });
    // The same server's cheapest handler, asked the same way: what any request waits, without the database.
    started = performance.now();
    await (await fetch(`${base}/api/bench/constant`)).arrayBuffer();
    constant.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  constant.sort((a, b) => a - b);
  const loop = await (await fetch(`${base}/api/bench/event-loop`)).json();
  const load = summary(await lookups);
  const ms = probes.map((p) => p.ms).sort((a, b) => a - b);
  return {
    lookups: load,
    health: {
      probes: probes.length,
      p50Ms: Math.round(percentile(ms, 50)),
      p95Ms: Math.round(percentile(ms, 95)),
      maxMs: Math.round(ms.at(-1)),
      over1s: ms.filter((x) => x > 1000).length,
      non200: probes.filter((p) => p.status !== 200).length,
    },
    constantHandler: { p50Ms: Math.round(percentile(constant, 50)), p95Ms: Math.round(percentile(constant, 95)) },
    eventLoopDelayMs: loop,
  };
}

function printHealth(r) {
  console.table([
    { figure: "order lookups req/s (200 conns)", value: r.lookups.reqPerSec, target: "", codes: JSON.stringify(r.lookups.statusCodes) },
    { figure: "lookups p50 / p99 (ms)", value: `${r.lookups.p50Ms} / ${r.lookups.p99Ms}`, target: "" },
    { figure: "health under lookups p50 / p95 / max (ms)", value: `${r.health.p50Ms} / ${r.health.p95Ms} / ${r.health.maxMs}`, target: "p95 < 100" },
    { figure: "health probes not 200", value: r.health.non200, target: "0" },
    { figure: "constant handler under lookups p50 / p95 (ms)", value: `${r.constantHandler.p50Ms} / ${r.constantHandler.p95Ms}`, target: "" },
    {
      figure: "event-loop delay p50 / p99 / max (ms)",
      value: `${r.eventLoopDelayMs.p50Ms} / ${r.eventLoopDelayMs.p99Ms} / ${r.eventLoopDelayMs.maxMs}`,
      target: "",
    },
  ]);
}
