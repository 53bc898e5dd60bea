/**
 * The shop floor under load (`npm run bench -- --scans [--scans-per-station=300]`; issue 40, part 4): a fresh
 * embedded database and the production server on loopback; eight confirmed orders of 30 to 60 rows; then four
 * phones, one per station (cutting, banding, boring, packing), each recording its pieces as fast as the server
 * answers, all at once, with one scan in ten a repeat (a label read twice). A second round has all four stations
 * on the same order at once (every scan queues for that one order's lock). Prints the median, the 95th percentile
 * and the slowest per round and writes bench/results/scans-<time>.json. Needs a production build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { root, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
import { NO_CALL_LIMITS, startBenchSite } from "../site-env.mjs";

const args = process.argv.slice(2);
const perStation = Number(args.find((a) => a.startsWith("--scans-per-station="))?.split("=")[1] ?? 300);
const ORDERS = 8;

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const round = (x) => Math.round(x * 10) / 10;

/** A kitchen's list of `rows` rows: sides and shutters banded and bored, shelves banded, backs plain. */
function cutList(rows) {
  const out = [];
  for (let i = 0; i < rows; i++) {
    const kind = i % 4;
    out.push({
      id: randomBytes(4).toString("hex"),
      name: ["Side", "Shutter", "Shelf", "Back"][kind],
      material: "bwp-ply-18",
      length: 400 + Math.floor(rand() * 400),
      width: 200 + Math.floor(rand() * 300),
      quantity: 1 + Math.floor(rand() * 3),
      grain: false,
      edges: kind === 3 ? { l1: null, l2: null, w1: null, w2: null } : { l1: 1, l2: kind === 1 ? 1 : null, w1: null, w2: null },
      note: "",
      ...(kind < 2 ? { holes: { hingeCups: kind === 1 ? 2 : 0, otherHoles: kind === 0 ? 4 : 0 } } : {}),
    });
  }
  return { rows: out, saw: { kerf: 4, trim: 10 } };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "panels-bench-scans-"));
  const db = await startEmbeddedDb({ dir, quiet: true });
  const server = await startBenchSite(db.uri, NO_CALL_LIMITS);
  const base = server.url;
  let token = "";
  const api = async (p, init = {}) => {
    const res = await fetch(base + p, {
      method: init.method ?? "GET",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = await res.json().catch(() => null);
    if (res.status >= 400) throw new Error(`${init.method ?? "GET"} ${p} → ${res.status} ${JSON.stringify(json)}`);
    return { status: res.status, json };
  };

  try {
    const email = `floor-${randomBytes(3).toString("hex")}@example.com`;
    const password = `Bench-${randomBytes(8).toString("hex")}-Ply`;
    const { json: signed } = await api("/api/user/signup", {
      method: "POST",
      body: { name: "Floor Staff", email, phone: "+91 98765 40000", password },
    });
    await mongoose.connect(db.uri);
    await mongoose.connection.collection("users").updateOne({ _id: new mongoose.Types.ObjectId(signed.user._id) }, { $set: { role: "admin" } });
    token = (await api("/api/user/login", { method: "POST", body: { email, password } })).json.token;

    const requiredBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const orders = [];
    for (let i = 0; i < ORDERS; i++) {
      const list = cutList(30 + Math.floor(rand() * 31));
      const { json } = await api("/api/orders", {
        method: "POST",
        body: {
          idempotencyKey: randomBytes(16).toString("base64url"),
          cutList: list,
          boardsBy: "customer",
          fulfilment: "pickup",
          requiredBy,
          guest: { name: "Bench Guest", phone: "+91 90000 11111" },
        },
      });
      await api(`/api/orders/${json.order.reference}`, { method: "PATCH", body: { status: "confirmed", confirmedPaise: 500000 } });
      // Every piece, and the stations it passes (as lib/production/pieces.ts decides).
      const pieces = list.rows.flatMap((r, i) =>
        Array.from({ length: r.quantity }, (_, k) => ({
          code: `${json.order.reference}/${i + 1}/${k + 1}`,
          band: Object.values(r.edges).some((e) => e != null),
          bore: !!r.holes && r.holes.hingeCups + r.holes.otherHoles > 0,
        })),
      );
      orders.push({ reference: json.order.reference, pieces });
    }
    const total = orders.reduce((n, o) => n + o.pieces.length, 0);
    console.log(`${ORDERS} confirmed orders, ${total} pieces`);

    /** One phone at `station`: `count` scans of pieces that pass it, from `pick`, one after another. */
    async function phone(station, count, pick) {
      const ms = [];
      const seen = [];
      for (let i = 0; i < count; i++) {
        const again = seen.length && rand() < 0.1;
        const code = again ? seen[Math.floor(rand() * seen.length)] : pick(station);
        if (!code) break;
        seen.push(code);
        const t = performance.now();
        await api("/api/admin/scans", { method: "POST", body: { code, station } });
        ms.push(performance.now() - t);
      }
      return ms;
    }
    const passes = (station) => (p) => station === "cut" || station === "pack" || p[station];
    const queues = (from) =>
      Object.fromEntries(
        ["cut", "band", "bore", "pack"].map((s) => [s, from.flatMap((o) => o.pieces.filter(passes(s)).map((p) => p.code)).sort(() => rand() - 0.5)]),
      );

    const rounds = {};
    async function measure(name, from) {
      const q = queues(from);
      const pick = (s) => q[s].pop();
      const started = performance.now();
      const all = await Promise.all(["cut", "band", "bore", "pack"].map((s) => phone(s, perStation, pick)));
      const seconds = (performance.now() - started) / 1000;
      const ms = all.flat();
      rounds[name] = {
        scans: ms.length,
        perSecond: round(ms.length / seconds),
        median: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        max: round(Math.max(...ms)),
      };
      console.log(`${name}: ${JSON.stringify(rounds[name])}`);
    }
    await api("/api/admin/scans", { method: "POST", body: { code: orders[0].pieces[0].code, station: "cut" } }); // warm
    await measure("4 stations, 8 orders", orders.slice(1));
    await measure("4 stations, one order", orders.slice(0, 1));

    const out = path.join(root, "bench/results");
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, `scans-${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
      JSON.stringify({ orders: ORDERS, pieces: total, perStation, rounds }, null, 2),
    );
  } finally {
    await mongoose.disconnect();
    await server.stop();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
