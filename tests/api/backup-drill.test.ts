/**
 * The books survive a dead disk (issue 37): the whole drill over the real processes. `npm start`'s launcher
 * (scripts/serve.mjs) serves the site with its embedded database and Litestream replicating it to a folder
 * (BACKUP_URL); orders are placed, paid, invoiced and credited, a picture is uploaded; everything is killed
 * (SIGKILL), the database folder deleted, `npm run db:restore` rebuilds it, the site is served again and every
 * record is found with the order-reference and invoice series going on without a gap or a twin, and a customer's
 * list that was ordered is still one order (sent again, it is refused naming it). Then a point in
 * time: a mistaken mass edit of the board prices is undone by restoring to the moment before it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { call, sleep, type CallOptions } from "./helpers";
import { testPython } from "../tools/python";
import { guest, orderBody } from "./orders-helpers";
// @ts-expect-error: plain ESM helpers without types
import { freePort } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error: plain ESM helpers without types
import { socketOf, socketUri } from "../../scripts/lib/db-location.mjs";
// @ts-expect-error: plain ESM helpers without types
import { buildLitestream, databaseFile, litestreamBin, litestreamEnv, writeLitestreamConfig } from "../../scripts/lib/backup.mjs";
import { parseBackupTarget } from "../../lib/config/backup-target.mjs";
import { BUSINESS } from "../fixtures/business";
import { SKIP_AFTER_RESTORE, skipTo } from "../../lib/numbering/skip";

const root = path.resolve(__dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "panels-drill-"));
const dbDir = path.join(work, "db");
const backupDir = path.join(work, "backup");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  EMBEDDED_DB_DIR: dbDir,
  BACKUP_URL: `file://${backupDir}`,
  SKIP_BUILD: "1",
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  AUTH_SECRET: "backup-drill-secret-0123456789-abcdefghijklmnop",
  NEXT_TELEMETRY_DISABLED: "1",
  RATE_LIMIT_ORDER_MAX: "0",
  RATE_LIMIT_SIGNUP_MAX: "0",
};
delete env.MONGODB_URI;

let site: ChildProcess | null = null;
let base = "";
/** The current drill's environment (the folder backup, then the S3 one). */
let drillEnv = env;
let drillDbDir = dbDir;

/** `npm start`'s launcher, in a process group of its own (so that the drill can kill every process of it at once). */
async function serve(): Promise<void> {
  const port: number = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: root, env: { ...drillEnv, PORT: String(port) }, detached: true, stdio: "ignore" });
  for (const started = Date.now(); Date.now() - started < 120_000; await sleep(300)) {
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.status === 200) return;
  }
  throw new Error("the site did not come up");
}

function killAll(signal: NodeJS.Signals): Promise<void> {
  const child = site;
  site = null;
  if (!child?.pid) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid!, signal);
    } catch {
      resolve();
    }
  });
}

let moto: ChildProcess | null = null;
let motoTls: ChildProcess | null = null;
afterAll(async () => {
  await killAll("SIGKILL");
  moto?.kill("SIGKILL");
  motoTls?.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

/** A call to the drill's own server. */
const api = (p: string, init: Pick<CallOptions, "method" | "token" | "body"> = {}) => call(p, { ...init, server: base });

/** Waits until every committed change is in the backup (the launcher's status: the replica's newest transaction is the database's). */
async function backedUp(): Promise<void> {
  const file = path.join(drillDbDir, "backup-status.json");
  const started = Date.now();
  // A status checked after this moment, caught up.
  const after = Date.now() + 1500;
  for (; Date.now() - started < 60_000; await sleep(500)) {
    try {
      const s = JSON.parse(readFileSync(file, "utf8"));
      if (Date.parse(s.checkedAt) > after && s.localTxid > 0 && s.replicaTxid === s.localTxid) return;
    } catch {
      /* not written yet */
    }
  }
  throw new Error(`the backup did not catch up: ${readFileSync(file, "utf8")}`);
}

function restore(args: string[] = []) {
  return spawnSync(process.execPath, ["scripts/db-restore.mjs", ...args], { cwd: root, env: drillEnv, encoding: "utf8", timeout: 180_000 });
}

describe("the books survive a dead disk", () => {
  it("served with BACKUP_URL, killed, its folder deleted, restored: every record is back and the series go on", async () => {
    await serve();
    let health = await api("/api/health");
    for (const started = Date.now(); health.json.backup.state !== "ok" && Date.now() - started < 30_000; await sleep(500))
      health = await api("/api/health");
    expect(health.json.backup).toMatchObject({ state: "ok", kind: "file", sameDisk: true });
    expect(JSON.stringify(health.json)).not.toContain(backupDir);

    // An owner account, made admin as `npm run user:admin` does.
    const password = "Plywood-Edge-2440x1220";
    expect(
      (await api("/api/user/signup", { method: "POST", body: { name: "Owner", email: "owner@example.com", phone: "+91 98765 00000", password } }))
        .status,
    ).toBe(201);
    const admin = spawnSync(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/make-admin.ts", "owner@example.com"],
      {
        cwd: root,
        env: { ...env, MONGODB_URI: socketUri(socketOf(dbDir)) },
        encoding: "utf8",
      },
    );
    expect(admin.status, admin.stderr).toBe(0);
    const signedIn = await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "owner@example.com", password }),
    });
    const token = ((await signedIn.json()) as { token: string }).token;
    expect((await api("/api/admin/business", { method: "PUT", token, body: BUSINESS })).status).toBe(200);
    // The console's home says how the backup stands, and warns that a copy on the same disk is no backup.
    const home = await fetch(`${base}/admin`, { headers: { Cookie: (signedIn.headers.get("set-cookie") ?? "").split(";")[0] } });
    const html = (await home.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Backup of the books: Up to date");
    expect(html).toContain("The backup is on the same disk as the database: it will not survive that disk.");
    expect(html).not.toContain("drill-secret");

    // A signed-in customer's order from the list on their phone (issue 65: a list is at most one open order).
    const customerPassword = "Plywood-Edge-2440x1220";
    expect(
      (
        await api("/api/user/signup", {
          method: "POST",
          body: { name: "Drill Interiors", email: "drill-customer@example.com", phone: "+91 94430 55177", password: customerPassword },
        })
      ).status,
    ).toBe(201);
    const customerLogin = async () =>
      (await api("/api/user/login", { method: "POST", body: { email: "drill-customer@example.com", password: customerPassword } })).json
        .token as string;
    const fromPhone = orderBody({ listId: "drill-phone-list-0001" });
    const phoneOrder = await api("/api/orders", { method: "POST", token: await customerLogin(), body: fromPhone });
    expect(phoneOrder.status, phoneOrder.text).toBe(201);

    // Orders, money, an invoice, a cancelled invoiced order and its credit note, a picture.
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await api("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: `Drill customer ${i}` }) }) });
      expect(placed.status).toBe(201);
      refs.push(placed.json.order.reference);
    }
    for (const ref of refs.slice(0, 2)) {
      expect((await api(`/api/orders/${ref}`, { method: "PATCH", token, body: { status: "confirmed", confirmedPaise: 5_000_00 } })).status).toBe(200);
      expect(
        (
          await api(`/api/admin/orders/${ref}/payments`, {
            method: "POST",
            token,
            body: {
              amountPaise: 2_500_00,
              mode: "upi",
              utr: "412300000001",
              receivedOn: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
            },
          })
        ).status,
      ).toBe(201);
    }
    const invoices: string[] = [];
    for (const ref of refs.slice(0, 2)) {
      const inv = await api(`/api/admin/orders/${ref}/invoice`, { method: "POST", token, body: {} });
      expect(inv.status).toBe(201);
      invoices.push(inv.json.invoice.number);
    }
    expect(
      (await api(`/api/orders/${refs[1]}`, { method: "PATCH", token, body: { status: "cancelled", reason: "Customer changed the design" } })).status,
    ).toBe(200);
    const note = await api(`/api/admin/orders/${refs[1]}/credit-note`, { method: "POST", token, body: { reason: "Order cancelled" } });
    expect(note.status).toBe(201);
    const form = new FormData();
    form.set("caption", "Drill kitchen shutters");
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c96f06" } })
      .jpeg()
      .toBuffer();
    form.set("image", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "drill.jpg");
    const uploaded = await fetch(`${base}/api/admin/gallery`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()).item as { id: string; image: { src: string } };

    const before = await Promise.all(refs.map((r) => api(`/api/orders/${r}`, { token })));
    await backedUp();

    // The disk dies: every process is killed at once, and the database folder is gone.
    await killAll("SIGKILL");
    rmSync(dbDir, { recursive: true, force: true });
    expect(existsSync(dbDir)).toBe(false);

    const restored = restore();
    expect(restored.status, restored.stderr + restored.stdout).toBe(0);
    expect(existsSync(path.join(dbDir, "panels.sqlite"))).toBe(true);

    await serve();
    const login = await api("/api/user/login", { method: "POST", body: { email: "owner@example.com", password } });
    expect(readdirSync(work).filter((f) => f.includes(".restoring-"))).toEqual([]);
    expect(login.status).toBe(200);
    const t2 = login.json.token as string;
    for (const [i, ref] of refs.entries()) {
      const after = await api(`/api/orders/${ref}`, { token: t2 });
      expect(after.status).toBe(200);
      const { order: a } = after.json;
      const { order: b } = before[i].json;
      expect({ status: a.status, confirmedPaise: a.confirmedPaise, payment: a.payment, invoice: a.invoice, creditNote: a.creditNote }).toEqual({
        status: b.status,
        confirmedPaise: b.confirmedPaise,
        payment: b.payment,
        invoice: b.invoice,
        creditNote: b.creditNote,
      });
    }
    // The restored books still know the phone's list is ordered: sent again (the back button after the restore), it
    // is refused naming the order, not placed twice.
    const again = await api("/api/orders", {
      method: "POST",
      token: await customerLogin(),
      body: { ...fromPhone, idempotencyKey: `${fromPhone.idempotencyKey}-again` },
    });
    expect(again.status, again.text).toBe(409);
    expect(again.json.errors.again).toContain(phoneOrder.json.order.reference);
    const pdf = await fetch(`${base}/api/orders/${refs[0]}/invoice.pdf`, { headers: { Authorization: `Bearer ${t2}` } });
    expect(pdf.status).toBe(200);
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const gallery = await api("/api/gallery");
    expect((gallery.json as { id: string }[]).map((g) => g.id)).toContain(item.id);
    expect((await fetch(`${base}${item.image.src}`)).status).toBe(200);

    // Lookups by _id still use the lookup index the embedded database adds at start (Litestream's own tables in the
    // same file once made that pass fail: every lookup then read the whole table).
    const conn = await mongoose.createConnection(socketUri(socketOf(dbDir))).asPromise();
    const plan = await conn.db!.command({ explain: { find: "orderbook", filter: { _id: refs[0] } }, verbosity: "queryPlanner" });
    await conn.close();
    expect(JSON.stringify(plan.queryPlanner)).toMatch(/SEARCH .* USING INDEX .*_id_lookup/);

    // The series go on past any number the lost moments may have handed out (issue 56): an order answered just
    // before the disk died is not in the backup, and its customer may hold its reference. Never a twin.
    const next = await api("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: "After the restore" }) }) });
    expect(next.status).toBe(201);
    const seqOf = (ref: string) => Number(ref.split("-").at(-1));
    // To the next round hundred at least twenty ahead (probe 6, L-3).
    expect(seqOf(next.json.order.reference)).toBe(skipTo("order", seqOf(refs[2])) + 1);
    expect(seqOf(next.json.order.reference) - seqOf(refs[2])).toBeGreaterThan(SKIP_AFTER_RESTORE.order);
    // The console says what could not be recovered and which numbers were skipped, until the owner has read it.
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const notice = (await (await fetch(`${base}/admin`, { headers: { Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
    expect(notice).toContain("The books were restored from the backup on");
    const skippedFirst = `KPW-${refs[2].split("-")[1]}-${String(seqOf(refs[2]) + 1).padStart(4, "0")}`;
    expect(notice).toContain(`Order references: ${skippedFirst} to`);
    expect(notice).toMatch(/Tax invoice numbers: KPW\/\d\d-\d\d\/\d{4} to/);
    // No batch was made before the failure: the first three numbers of the year are skipped all the same.
    expect(notice).toMatch(new RegExp(`Cutting batch numbers: B-(\\d{4})-0001 to B-\\1-${String(SKIP_AFTER_RESTORE.batch).padStart(4, "0")}`));
    const noticeId = /id="(restore-[^"]+)-title"/.exec(notice)?.[1];
    expect(noticeId).toBeTruthy();
    expect((await api(`/api/admin/restore-notices/${noticeId}/read`, { method: "POST", token: t2 })).status).toBe(200);
    expect((await api(`/api/admin/restore-notices/${noticeId}/read`, { method: "POST", token: t2 })).status).toBe(404);
    expect(await (await fetch(`${base}/admin`, { headers: { Cookie: cookie } })).text()).not.toContain("restored from the backup on");
    expect(
      (await api(`/api/orders/${refs[2]}`, { method: "PATCH", token: t2, body: { status: "confirmed", confirmedPaise: 1_000_00 } })).status,
    ).toBe(200);
    const inv3 = await api(`/api/admin/orders/${refs[2]}/invoice`, { method: "POST", token: t2, body: {} });
    expect(inv3.status).toBe(201);
    const numberOf = (n: string) => Number(n.split("/").at(-1));
    expect(numberOf(inv3.json.invoice.number)).toBe(numberOf(invoices[1]) + SKIP_AFTER_RESTORE.invoice + 1);

    // And it is backed up again.
    await backedUp();
    expect((await api("/api/health")).json.backup.state).toBe("ok");

    // A restore never overwrites a database by mistake: refused while it runs, and without --force.
    expect(restore().status).toBe(1);
    await killAll("SIGTERM");
    const refused = restore();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/--force/);
  }, 300_000);

  it("a restore that fails changes nothing and leaves nothing behind: no backup at that time, a store out of reach, a damaged replica", () => {
    const dbFile = path.join(dbDir, "panels.sqlite");
    const before = readFileSync(dbFile);
    const leftovers = () => readdirSync(work).filter((f) => f.includes(".restoring-"));
    // A moment before the first backup.
    const early = restore(["--force", "--at", "2020-01-01T00:00:00Z"]);
    expect(early.status, early.stdout).toBe(1);
    expect(early.stderr).toMatch(/unchanged/);
    // A store that does not answer.
    const unreachable = spawnSync(process.execPath, ["scripts/db-restore.mjs", "--force"], {
      cwd: root,
      env: {
        ...env,
        BACKUP_URL: "s3://panels-books/nowhere",
        BACKUP_S3_ENDPOINT: "http://127.0.0.1:9",
        AWS_ACCESS_KEY_ID: "x",
        AWS_SECRET_ACCESS_KEY: "y",
      },
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(unreachable.status, unreachable.stdout).not.toBe(0);
    // A damaged replica: a copy of the backup whose every file is overwritten with noise.
    const damaged = path.join(work, "damaged-backup");
    cpSync(backupDir, damaged, { recursive: true });
    for (const f of readdirSync(damaged, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) writeFileSync(path.join(f.parentPath, f.name), Buffer.alloc(statSync(path.join(f.parentPath, f.name)).size, 0x5a));
    }
    const corrupt = spawnSync(process.execPath, ["scripts/db-restore.mjs", "--force"], {
      cwd: root,
      env: { ...env, BACKUP_URL: `file://${damaged}` },
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(corrupt.status, corrupt.stdout).not.toBe(0);
    // Each time: the database as it was, no half-made folder, no folder kept aside.
    expect(leftovers()).toEqual([]);
    expect(readdirSync(work).filter((f) => f.includes(".before-restore-"))).toEqual([]);
    expect(readFileSync(dbFile).equals(before)).toBe(true);
  }, 300_000);

  it("on MongoDB, db:restore changes nothing and says what to use instead", () => {
    const res = spawnSync(process.execPath, ["scripts/db-restore.mjs"], {
      cwd: root,
      env: { ...env, MONGODB_URI: "mongodb://127.0.0.1:27017/panels" },
      encoding: "utf8",
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("mongodump");
    expect(res.stderr).toContain("Nothing was changed.");
  });

  it("restores to a moment before a mistake: a wrong mass edit of the board prices is undone, the old folder kept aside", async () => {
    await killAll("SIGKILL");
    await serve();
    const password = "Plywood-Edge-2440x1220";
    const token = (await api("/api/user/login", { method: "POST", body: { email: "owner@example.com", password } })).json.token as string;
    const good = (await api("/api/admin/materials", { token })).json.materials as { id: string; boards: { pricePaise: number }[] }[];
    await backedUp();
    await sleep(2000);
    const moment = new Date().toISOString();
    await sleep(2000);
    // The mistake: every board price multiplied by ten.
    const wrong = good.map((m) => ({ ...m, boards: m.boards.map((b) => ({ ...b, pricePaise: b.pricePaise * 10 })) }));
    const saved = await api("/api/admin/materials", { method: "PUT", token, body: { materials: wrong } });
    expect(saved.status).toBe(200);
    await backedUp();
    await killAll("SIGTERM");

    const res = restore(["--force", "--at", moment]);
    expect(res.status, res.stderr + res.stdout).toBe(0);
    expect(readdirSync(work).some((f) => f.startsWith("db.before-restore-"))).toBe(true);
    await serve();
    const back = (
      await api("/api/admin/materials", {
        token: (await api("/api/user/login", { method: "POST", body: { email: "owner@example.com", password } })).json.token,
      })
    ).json.materials as typeof good;
    expect(back.map((m) => m.boards.map((b) => b.pricePaise))).toEqual(good.map((m) => m.boards.map((b) => b.pricePaise)));
    await killAll("SIGTERM");
  }, 300_000);

  it("the same against a local S3-compatible server (moto, from PyPI): served with s3://, killed, deleted, restored", async () => {
    await killAll("SIGKILL");
    const port: number = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    moto = spawn(testPython(), ["-m", "moto.server", "-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
    for (const started = Date.now(); Date.now() - started < 30_000; await sleep(300)) if ((await fetch(endpoint).catch(() => null))?.ok) break;
    expect((await fetch(`${endpoint}/panels-books`, { method: "PUT" })).status).toBe(200);
    drillDbDir = path.join(work, "db-s3");
    drillEnv = {
      ...env,
      EMBEDDED_DB_DIR: drillDbDir,
      BACKUP_URL: "s3://panels-books/kovai",
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "drill",
      AWS_SECRET_ACCESS_KEY: "drill-secret-key",
    };
    await serve();
    let health = await api("/api/health");
    for (const started = Date.now(); health.json.backup.state !== "ok" && Date.now() - started < 30_000; await sleep(500))
      health = await api("/api/health");
    expect(health.json.backup).toMatchObject({ state: "ok", kind: "s3", sameDisk: false });
    expect(JSON.stringify(health.json)).not.toContain("drill-secret-key");
    const placed = await api("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: "S3 drill" }) }) });
    expect(placed.status).toBe(201);
    const { reference, link } = placed.json.order as { reference: string; link: string };
    await backedUp();
    await killAll("SIGKILL");
    rmSync(drillDbDir, { recursive: true, force: true });
    const restored = restore();
    expect(restored.status, restored.stderr + restored.stdout).toBe(0);
    await serve();
    const back = await api(`/api/orders/${reference}?key=${new URL(link, base).searchParams.get("key")}`);
    expect(back.status).toBe(200);
    expect(back.json.order.customer.name).toBe("S3 drill");
    await killAll("SIGTERM");
  }, 300_000);

  it("replicates over https to a store whose certificate only a private CA in AWS_CA_BUNDLE vouches for", async () => {
    const tls = path.join(work, "tls");
    mkdirSync(tls);
    const py = (...args: string[]) =>
      spawnSync(testPython(), [path.join(root, "tests/tools/s3_tls.py"), ...args], { encoding: "utf8", timeout: 60_000 });
    expect(py("certs", tls).status).toBe(0);
    const port: number = await freePort();
    const endpoint = `https://127.0.0.1:${port}`;
    const serverFiles = ["-c", path.join(tls, "srv.pem"), "-k", path.join(tls, "srv.key")];
    motoTls = spawn(testPython(), ["-m", "moto.server", "-H", "127.0.0.1", "-p", String(port), ...serverFiles], { stdio: "ignore" });
    const bucket = py("bucket", endpoint, path.join(tls, "ca.pem"), "tls-books");
    expect(bucket.status, bucket.stderr).toBe(0);
    const dir = path.join(work, "db-tls");
    mkdirSync(dir);
    const dbFile: string = databaseFile(dir);
    expect(py("db", dbFile).status).toBe(0);
    const given: NodeJS.ProcessEnv = {
      ...process.env,
      BACKUP_URL: "s3://tls-books/kovai",
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "drill",
      AWS_SECRET_ACCESS_KEY: "drill-secret-key",
      AWS_CA_BUNDLE: path.join(tls, "ca.pem"),
    };
    const config: string = writeLitestreamConfig({
      dbDir: dir,
      dbFile,
      target: parseBackupTarget(given.BACKUP_URL, { root, env: given }),
      env: given,
    });
    buildLitestream({ quiet: true });
    // Litestream refuses the variable itself: why the launcher hands it the bundle another way.
    const refused = spawnSync(litestreamBin, ["replicate", "-config", config], { env: given, encoding: "utf8", timeout: 20_000 });
    expect(refused.stderr).toContain("custom RootCAs");
    const launched: NodeJS.ProcessEnv = litestreamEnv(given);
    expect(launched.AWS_CA_BUNDLE).toBeUndefined();
    expect(launched.SSL_CERT_FILE).toBe(given.AWS_CA_BUNDLE);
    const replicate = spawn(litestreamBin, ["replicate", "-config", config], { env: launched, stdio: "ignore" });
    try {
      // Restored from the store into a new file until the row is there.
      const out = path.join(work, "tls-restored.sqlite");
      let rows = "";
      for (const started = Date.now(); rows !== "1" && Date.now() - started < 30_000; await sleep(500)) {
        rmSync(out, { force: true });
        const restored = spawnSync(litestreamBin, ["restore", "-config", config, "-o", out, dbFile], {
          env: launched,
          encoding: "utf8",
          timeout: 30_000,
        });
        if (restored.status === 0) rows = py("rows", out).stdout.trim();
      }
      expect(rows).toBe("1");
    } finally {
      replicate.kill("SIGKILL");
    }
  }, 120_000);
});
