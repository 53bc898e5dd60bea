// The backup of the books, measured (issue 37): `npm run bench -- --backup [--orders=40] [--db=<folder>]`.
//   - lag: the time from a committed write (an order placed, its answer received) to its presence in the backup
//     (a folder replica: the LTX file holding that transaction is there), for each of `orders` orders;
//   - cost: placing an order (a one-row list) with the backup running against without it, medians of `orders` each,
//     without, with, without again (so a drift of the machine shows);
//   - restore: with `--db=<folder of a filled embedded database>` (e.g. `npm run bench -- --orders --sizes=10000
//     --keep=/tmp/orders-10k`), that database is backed up to a folder and `npm run db:restore` times its restore.
// Loopback only, bounded in count. Writes bench/results/backup-<time>.json and prints a summary.
import { execFile, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import { databaseFile, litestreamBin, startBackup } from "../../scripts/lib/backup.mjs";
import { root, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
import { ensureBuild } from "../../scripts/lib/site-process.mjs";
import { startBenchSite } from "../site-env.mjs";

const run = promisify(execFile);
const args = process.argv.slice(2);
const ORDERS = Math.min(200, Number(args.find((a) => a.startsWith("--orders="))?.slice(9) ?? 40));
const filled = args.find((a) => a.startsWith("--db="))?.slice(5);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const round = (x) => Math.round(x * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The newest transaction in a folder replica (its level-0 LTX files are named <min>-<max>.ltx). */
function replicaMax(backupDir) {
  let max = 0;
  for (const level of ["0", "1"]) {
    const dir = path.join(backupDir, "ltx", level);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) {
      const m = /-([0-9a-f]{16})\.ltx$/.exec(f);
      if (m) max = Math.max(max, parseInt(m[1], 16));
    }
  }
  return max;
}

async function localTxid(config, dbFile) {
  const { stdout } = await run(litestreamBin, ["status", "-json", "-config", config, dbFile]);
  return parseInt(JSON.parse(stdout)[0]?.local_txid ?? "0", 16);
}

function orderBody(i) {
  const day = new Date(Date.now() + 5.5 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    idempotencyKey: randomBytes(16).toString("base64url"),
    cutList: {
      saw: { kerf: 4, trim: 10 },
      rows: [
        {
          id: randomBytes(4).toString("hex"),
          name: `Side ${i}`,
          material: "mdf-18",
          length: 720,
          width: 560,
          quantity: 2,
          grain: false,
          edges: { l1: null, l2: null, w1: null, w2: null },
          note: "",
        },
      ],
    },
    boardsBy: "customer",
    pasting: "none",
    fulfilment: "pickup",
    requiredBy: day,
    guest: { name: "Bench Customer", phone: "+91 98431 22334" },
  };
}

async function place(base, i) {
  const started = performance.now();
  const res = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(orderBody(i)),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`placing an order → ${res.status}`);
  return { ms: performance.now() - started, at: performance.now() };
}

async function lagAndCost() {
  const work = mkdtempSync(path.join(tmpdir(), "panels-bench-backup-"));
  const dbDir = path.join(work, "db");
  const backupDir = path.join(work, "backup");
  const db = await startEmbeddedDb({ dir: dbDir, quiet: true });
  const site = await startBenchSite(db.uri, { RATE_LIMIT_ORDER_MAX: "0", RATE_LIMIT_ORDER_SHARED_MAX: "0" });
  const base = site.url;
  let n = 0;
  for (let i = 0; i < 5; i++) await place(base, n++); // warm up (and make the database's file)
  const off1 = [];
  for (let i = 0; i < ORDERS; i++) off1.push((await place(base, n++)).ms);

  const env = { ...process.env, BACKUP_URL: `file://${backupDir}` };
  const backup = await startBackup({ dbDir, statusFile: path.join(dbDir, "backup-status.json"), env, log: { log() {}, warn() {} } });
  for (const started = Date.now(); !backup.child && Date.now() - started < 20_000;) await sleep(200);
  const dbFile = databaseFile(dbDir);
  for (const started = Date.now(); Date.now() - started < 30_000; await sleep(200)) {
    if (replicaMax(backupDir) >= (await localTxid(backup.config, dbFile))) break;
  }
  const on = [];
  const lags = [];
  for (let i = 0; i < ORDERS; i++) {
    const { ms, at } = await place(base, n++);
    on.push(ms);
    const txid = await localTxid(backup.config, dbFile);
    for (const started = performance.now(); performance.now() - started < 30_000; await sleep(10)) {
      if (replicaMax(backupDir) >= txid) {
        lags.push(performance.now() - at);
        break;
      }
    }
    await sleep(100 + Math.random() * 400); // writes spread out as a workshop's are
  }
  await backup.stop();
  const off2 = [];
  for (let i = 0; i < ORDERS; i++) off2.push((await place(base, n++)).ms);
  await site.stop();
  await db.stop();
  rmSync(work, { recursive: true, force: true });
  const off = [...off1, ...off2];
  return {
    orders: ORDERS,
    lagMs: { median: round(median(lags)), p95: round(p95(lags)), max: round(Math.max(...lags)) },
    placingMs: {
      withoutBackup: { median: round(median(off)), first: round(median(off1)), last: round(median(off2)) },
      withBackup: { median: round(median(on)), p95: round(p95(on)) },
      cost: round(median(on) / median(off) - 1),
    },
  };
}

async function restoreOf(folder) {
  const work = mkdtempSync(path.join(tmpdir(), "panels-bench-restore-"));
  const dbDir = path.join(work, "db");
  const backupDir = path.join(work, "backup");
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  copyFileSync(databaseFile(folder), databaseFile(dbDir));
  const size = statSync(databaseFile(dbDir)).size;
  const env = { ...process.env, BACKUP_URL: `file://${backupDir}` };
  const backup = await startBackup({ dbDir, statusFile: path.join(dbDir, "backup-status.json"), env, log: { log() {}, warn() {} } });
  for (const started = Date.now(); Date.now() - started < 300_000; await sleep(500)) {
    if (replicaMax(backupDir) > 0 && replicaMax(backupDir) >= (await localTxid(backup.config, databaseFile(dbDir)))) break;
  }
  await backup.stop();
  const target = path.join(work, "restored");
  const started = performance.now();
  const res = spawnSync(process.execPath, [path.join(root, "scripts/db-restore.mjs")], {
    env: { ...env, EMBEDDED_DB_DIR: target },
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 0) throw new Error(`restore failed: ${res.stderr}`);
  const restoredSize = statSync(databaseFile(target)).size;
  rmSync(work, { recursive: true, force: true });
  return { databaseMB: round(size / 1e6), restoredMB: round(restoredSize / 1e6), seconds: round(seconds) };
}

async function main() {
  ensureBuild();
  console.log(`backup: lag and cost over ${ORDERS} orders…`);
  const results = { at: new Date().toISOString(), ...(await lagAndCost()) };
  if (filled) {
    console.log(`backup: restoring the database in ${filled}…`);
    results.restore = await restoreOf(filled);
  }
  console.log(JSON.stringify(results, null, 2));
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `backup-${results.at.replace(/[:.]/g, "-")}.json`), JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
