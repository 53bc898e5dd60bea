/**
 * One machine against several (`npm run bench -- --scale [--seconds=15]`; issue 68, item 5): the same load on
 *   1. the embedded database with one site instance (the default deployment), and
 *   2. a three-member MongoDB replica set (scripts/lib/replica-set.mjs) with two site instances, the clients
 *      spread over both (as behind a proxy);
 * each measured for placing orders (8 clients), looking orders up by reference and key (16 clients) and recording
 * scans at four stations at once, for `--seconds` each, loopback only. Prints throughput and p50/p95 side by side and
 * writes bench/results/scale-<time>.json. Needs a production build and the tests' venv (the mongod).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { root, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
import { startReplicaSet } from "../../scripts/lib/replica-set.mjs";
import { NO_CALL_LIMITS, startBenchSite } from "../site-env.mjs";

const args = process.argv.slice(2);
const SECONDS = Number(args.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 15);
const percentile = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : 0);
const round = (x) => Math.round(x * 10) / 10;
const requiredBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A small kitchen list: 12 rows, banded and bored, on the customer's boards (no board prices to look up). */
function cutList() {
  return {
    saw: { kerf: 4, trim: 10 },
    rows: Array.from({ length: 12 }, (_, i) => ({
      id: randomBytes(4).toString("hex"),
      name: ["Side", "Shutter", "Shelf"][i % 3],
      material: "bwp-ply-18",
      length: 400 + ((i * 37) % 400),
      width: 200 + ((i * 53) % 300),
      quantity: 1 + (i % 3),
      grain: false,
      edges: { l1: 1, l2: i % 3 === 1 ? 1 : null, w1: null, w2: null },
      note: "",
      holes: { hingeCups: i % 3 === 1 ? 2 : 0, otherHoles: 0 },
    })),
  };
}

const orderBody = () => ({
  idempotencyKey: randomBytes(16).toString("base64url"),
  cutList: cutList(),
  boardsBy: "customer",
  fulfilment: "pickup",
  requiredBy,
  guest: { name: "Bench Guest", phone: "+91 90000 11111" },
});

async function call(base, p, { method = "GET", body, token } = {}) {
  const t = performance.now();
  const res = await fetch(base + p, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - t };
}

/** `clients` loops of `one(i)` for SECONDS: answers per second and p50/p95/max of the ones that succeeded. */
async function load(clients, one) {
  const ms = [];
  let failed = 0;
  /** Each refusal's status and message, counted: a refusal is part of the answer, not noise. */
  const reasons = {};
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const r = await one(c, i);
        // A client with nothing left to do (a station whose queue is empty) stops, rather than spin.
        if (r.done) break;
        if (r.status < 300) ms.push(r.ms);
        else {
          failed++;
          reasons[`${r.status} ${r.json?.message ?? ""}`.slice(0, 120)] = (reasons[`${r.status} ${r.json?.message ?? ""}`.slice(0, 120)] ?? 0) + 1;
        }
      }
    }),
  );
  return {
    perSecond: round(ms.length / SECONDS),
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    // (Not Math.max(...ms): a lookup run has too many samples to spread as arguments.)
    max: round(ms.reduce((a, b) => Math.max(a, b), 0)),
    failed,
    ...(failed ? { reasons } : {}),
  };
}

async function measure(name, dbUri, instances) {
  const sites = await Promise.all(Array.from({ length: instances }, () => startBenchSite(dbUri, NO_CALL_LIMITS)));
  const bases = sites.map((s) => s.url);
  const at = (i) => bases[i % bases.length];
  const conn = await mongoose.createConnection(dbUri).asPromise();
  try {
    const email = `scale-${randomBytes(3).toString("hex")}@example.com`;
    const password = `Bench-${randomBytes(8).toString("hex")}-Ply`;
    const signed = await call(bases[0], "/api/user/signup", {
      method: "POST",
      body: { name: "Scale Staff", email, phone: "+91 98765 40000", password },
    });
    await conn.collection("users").updateOne({ _id: new mongoose.Types.ObjectId(signed.json.user._id) }, { $set: { role: "owner" } });
    const token = (await call(bases[0], "/api/user/login", { method: "POST", body: { email, password } })).json.token;
    // Warm every instance (its first order compiles nothing, but fills its caches).
    for (const b of bases) await call(b, "/api/orders", { method: "POST", body: orderBody() });

    const placed = [];
    const orders = await load(8, async (c, i) => {
      const r = await call(at(c + i), "/api/orders", { method: "POST", body: orderBody() });
      if (r.status === 201) placed.push({ reference: r.json.order.reference, key: new URL(r.json.order.link, "http://x").searchParams.get("key") });
      return r;
    });
    const lookups = await load(16, (c, i) => {
      const o = placed[(c * 7919 + i) % placed.length];
      return call(at(c + i), `/api/orders/${o.reference}?key=${o.key}`);
    });
    // Four stations scanning confirmed orders' pieces, each piece once per station.
    const confirmed = placed.slice(0, 40);
    for (const o of confirmed)
      await call(bases[0], `/api/orders/${o.reference}`, { method: "PATCH", token, body: { status: "confirmed", confirmedPaise: 500000 } });
    const codesOf = (rows) =>
      confirmed.flatMap((o) => rows.flatMap(({ r, i }) => Array.from({ length: r.quantity }, (_, k) => `${o.reference}/${i + 1}/${k + 1}`)));
    const rows = cutList().rows.map((r, i) => ({ r, i }));
    const codes = codesOf(rows);
    // Only the pieces with holes go to boring (the shutters: cutList() bores every third row from the second).
    const bored = codesOf(rows.filter(({ r }) => r.holes.hingeCups > 0));
    const queues = { cut: [...codes], band: [...codes], bore: bored, pack: [...codes] };
    const stations = ["cut", "band", "bore", "pack"];
    const scans = await load(4, async (c, i) => {
      const station = stations[c];
      const code = queues[station].pop();
      if (!code) return { done: true };
      return call(at(c + i), "/api/admin/scans", { method: "POST", token, body: { code, station, skipAhead: true } });
    });
    const row = { setup: name, instances, orders, lookups, scans };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await conn.close();
    await Promise.all(sites.map((s) => s.stop()));
  }
}

async function main() {
  const rows = [];
  const embeddedDir = mkdtempSync(path.join(tmpdir(), "panels-bench-scale-e-"));
  const db = await startEmbeddedDb({ dir: embeddedDir, quiet: true });
  try {
    rows.push(await measure("embedded database, 1 instance", db.uri, 1));
  } finally {
    await db.stop();
    rmSync(embeddedDir, { recursive: true, force: true });
  }
  const setDir = mkdtempSync(path.join(tmpdir(), "panels-bench-scale-rs-"));
  const set = await startReplicaSet({ dir: setDir });
  try {
    rows.push(await measure("replica set (3 members), 1 instance", set.uri, 1));
    rows.push(await measure("replica set (3 members), 2 instances", set.uri, 2));
  } finally {
    await set.stop();
    rmSync(setDir, { recursive: true, force: true });
  }
  console.log(`\n${SECONDS} s per load, loopback, this machine\n`);
  console.log("| Setup | Orders placed /s (p50 / p95 ms) | Lookups /s (p50 / p95 ms) | Scans /s (p50 / p95 ms) |");
  console.log("| --- | --- | --- | --- |");
  const cell = (x) => `${x.perSecond} (${x.p50} / ${x.p95})${x.failed ? `, ${x.failed} failed` : ""}`;
  for (const r of rows) console.log(`| ${r.setup} | ${cell(r.orders)} | ${cell(r.lookups)} | ${cell(r.scans)} |`);
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`), JSON.stringify({ seconds: SECONDS, rows }, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
