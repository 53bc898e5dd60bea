// API load benchmark (loopback only, bounded in time): starts a fresh embedded
// database and the production server, then measures with autocannon
//   1. GET /api/constant of a bare Next.js app (constant JSON, the baseline; scripts/lib/bare-next.mjs), 50 connections;
//   2. GET /api/services, 50 connections: target ≥ 80% of the baseline, p99 < 300 ms, no errors;
//   3. GET /api/services with 10 connections while 10 others flood POST /api/user/login
//      with bad passwords (rate limits off, so every attempt reaches bcrypt): p99 < 1 s;
//   4. signed-in traffic (GET /api/user/{id} with a bearer token, 10 connections) while
//      20 connections flood refused requests (bad sign-ins past the rate limit, 429) on a
//      second server with the real limits: signed-in p99 < 300 ms.
// Usage: node bench/api-load.mjs [--seconds=20] [--only=refusal]   (NEXT_DIST_DIR picks the build folder)
// Writes bench/results/api-load-latest.json (git-ignored) and prints a table.
import { benchSiteEnv } from "./site-env.mjs";
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
    }),
  });
  if (onlyRefusal) {
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
}
