// Continuous backup of the embedded database (issue 37) with Litestream, an existing, proven engine: it streams
// SQLite's write-ahead log to a replica (a folder, S3, SFTP, …) within about a second, and restores the database,
// also as it was at an earlier moment. Built from the Go module proxy into .bin/litestream at a pinned version.
// `npm start` runs it beside the database (started, watched, restarted with back-off, stopped with it); a backup
// that fails never stops the site, and is reported in a status file the site shows (/api/health, the console).
import { execFile, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parseBackupTarget } from "../../lib/config/backup-target.mjs";
import { root } from "./embedded-db.mjs";

const run = promisify(execFile);

export const LITESTREAM_MODULE = "github.com/benbjohnson/litestream/cmd/litestream";
export const LITESTREAM_VERSION = "v0.5.18";
export const litestreamBin = path.join(root, ".bin", "litestream");

/** How often the launcher compares the database with its replica (the status the site shows). */
const STATUS_EVERY_MS = 2_000;

/**
 * What building .bin/litestream (the pinned version) takes (a step for scripts/lib/build-steps.mjs), or null when
 * that version is there.
 */
export function litestreamBuildStep() {
  if (existsSync(litestreamBin)) {
    const v = spawnSync(litestreamBin, ["version"], { encoding: "utf8" });
    if (v.status === 0 && v.stdout.trim() === LITESTREAM_VERSION) return null;
  }
  if (spawnSync("go", ["version"], { stdio: "ignore" }).status !== 0) {
    throw new Error(
      "The backup (Litestream) needs Go (1.26+, or an older Go that may fetch it) to build (https://go.dev/doc/install, or `apt-get install golang`).",
    );
  }
  mkdirSync(path.dirname(litestreamBin), { recursive: true });
  return {
    what: `the backup (Litestream ${LITESTREAM_VERSION})`,
    cmd: "go",
    args: ["install", "-trimpath", `${LITESTREAM_MODULE}@${LITESTREAM_VERSION}`],
    env: { GOBIN: path.dirname(litestreamBin) },
  };
}

/** Builds .bin/litestream (the pinned version) when it is missing or another version. */
export function buildLitestream({ quiet = false } = {}) {
  const step = litestreamBuildStep();
  if (!step) return litestreamBin;
  if (!quiet) console.log(`[backup] building Litestream ${LITESTREAM_VERSION}, first time only...`);
  const res = spawnSync(step.cmd, step.args, {
    stdio: quiet ? "pipe" : "inherit",
    env: { ...process.env, ...step.env },
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(`[backup] building Litestream failed${res.stderr ? `:\n${res.stderr}` : ""}`);
  return litestreamBin;
}

/** The database file FerretDB keeps for a database (its SQLite backend: one file per database). */
export const databaseFile = (dbDir, dbName = "panels") => path.join(dbDir, `${dbName}.sqlite`);

const yamlString = (s) => JSON.stringify(s);

/**
 * Litestream's configuration for one database and target. Secrets are never written into it: Litestream reads
 * them from the environment (${…} is expanded when it loads the file; S3 keys from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY).
 */
export function litestreamConfig({ dbFile, target, env = process.env }) {
  const lines = ["dbs:", `  - path: ${yamlString(dbFile)}`, "    replica:", `      url: ${yamlString(target.url)}`, "      sync-interval: 1s"];
  if (target.kind === "s3") {
    if (env.BACKUP_S3_ENDPOINT?.trim()) lines.push(`      endpoint: ${yamlString(env.BACKUP_S3_ENDPOINT.trim())}`, "      force-path-style: true");
    if (env.BACKUP_S3_REGION?.trim()) lines.push(`      region: ${yamlString(env.BACKUP_S3_REGION.trim())}`);
  }
  if (target.kind === "sftp") {
    if (env.BACKUP_SFTP_PASSWORD) lines.push("      password: ${BACKUP_SFTP_PASSWORD}");
    if (env.BACKUP_SFTP_KEY_PATH) lines.push(`      key-path: ${yamlString(env.BACKUP_SFTP_KEY_PATH)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The environment Litestream runs with. Litestream 0.5.18 cannot load an AWS configuration that names a CA bundle
 * (AWS_CA_BUNDLE): it refuses to start ("unable to add custom RootCAs HTTPClient"), so a host that sets it for its
 * other tools would have no backup. The variable is left out; over https (a store's own endpoint, or AWS's), the
 * bundle is handed to Litestream as SSL_CERT_FILE instead, which Go reads as its trusted roots, so a store with a
 * private CA is still checked against it. Over plain http (a store on the local network) no CA is used.
 */
export function litestreamEnv(env = process.env) {
  const bundle = env.AWS_CA_BUNDLE?.trim();
  if (!bundle) return env;
  const out = { ...env };
  delete out.AWS_CA_BUNDLE;
  if (!/^http:\/\//.test(env.BACKUP_S3_ENDPOINT?.trim() ?? "")) out.SSL_CERT_FILE = bundle;
  return out;
}

/** Writes the configuration beside the database (0600) and returns its path. */
export function writeLitestreamConfig({ dbDir, dbFile, target, env }) {
  const file = path.join(dbDir, "litestream.yml");
  writeFileSync(file, litestreamConfig({ dbFile, target, env }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** The device of a path, or of its nearest existing folder. */
function deviceOf(p) {
  for (let at = path.resolve(p); ; at = path.dirname(at)) {
    if (existsSync(at)) return statSync(at).dev;
    if (at === path.dirname(at)) return null;
  }
}

/** Whether a file:// target lies on the database's own disk (then it is no backup against a dead disk). */
export function onSameDisk(dbDir, target) {
  return target.kind === "file" && deviceOf(target.path) === deviceOf(dbDir);
}

/** The replica's newest transaction and when it was written, from `litestream ltx` (any target kind). */
async function replicaHead(config, dbFile, env) {
  const { stdout } = await run(litestreamBin, ["ltx", "-json", "-level", "all", "-config", config, dbFile], { env, timeout: 30_000 });
  let best = null;
  for (const f of JSON.parse(stdout || "[]")) {
    const txid = parseInt(f.max_txid, 16);
    if (!best || txid > best.txid || (txid === best.txid && f.timestamp > best.at)) best = { txid, at: f.timestamp };
  }
  return best;
}

async function localTxid(config, dbFile, env) {
  const { stdout } = await run(litestreamBin, ["status", "-json", "-config", config, dbFile], { env, timeout: 30_000 });
  const row = JSON.parse(stdout || "[]")[0];
  return row?.local_txid ? parseInt(row.local_txid, 16) : 0;
}

/**
 * Starts Litestream replicating the database and keeps it running: restarted with back-off when it stops, a
 * stale copy left by a launcher that was killed is stopped first (its pid is kept in `litestream.pid`). Every few
 * seconds it writes the backup's state to `statusFile` (JSON, no secret): the kind of target, when the last write
 * reached the replica, how far behind it is, whether it is on the database's own disk. Never throws after start:
 * a failing backup is reported, not fatal.
 */
export async function startBackup({ dbDir, dbName = "panels", statusFile, env: given = process.env, log = console }) {
  const env = litestreamEnv(given);
  const target = parseBackupTarget(env.BACKUP_URL, { root, env });
  buildLitestream({ quiet: true });
  const dbFile = databaseFile(dbDir, dbName);
  const config = writeLitestreamConfig({ dbDir, dbFile, target, env });
  const pidFile = path.join(dbDir, "litestream.pid");
  stopStale(pidFile);
  if (target.kind === "file") mkdirSync(target.path, { recursive: true, mode: 0o700 });
  const sameDisk = onSameDisk(dbDir, target);
  if (target.isDefault) {
    log.warn(
      `[backup] BACKUP_URL is not set: the books are copied to ${target.path}, on the same disk as the database. That is not a backup: set BACKUP_URL to another disk or a store (README, "Backup and restore").`,
    );
  } else if (sameDisk) {
    log.warn(`[backup] ${target.display} is on the same disk as the database: it will not survive that disk.`);
  }
  log.log(`[backup] replicating ${dbFile} to ${target.display}`);

  let child = null;
  let stopping = false;
  let failures = 0;
  let restartTimer = null;
  let lastError = "";
  let behindSince = null;
  /** The newest change known to be in the replica: kept through a failure, so the status never forgets it. */
  let lastReplicatedAt = null;
  const startedAt = new Date().toISOString();

  const launch = () => {
    child = spawn(litestreamBin, ["replicate", "-config", config], { stdio: ["ignore", "ignore", "pipe"], env });
    writeFileSync(pidFile, String(child.pid), { mode: 0o600 });
    let tail = "";
    child.stderr.on("data", (c) => {
      tail = (tail + c).slice(-4000);
      const errors = tail.split("\n").filter((l) => /level=ERROR/.test(l));
      if (errors.length)
        lastError = errors
          .at(-1)
          .replace(/^.*msg=/, "")
          .slice(0, 300);
    });
    const began = Date.now();
    child.once("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - began > 60_000) failures = 0;
      const delay = Math.min(60_000, 1000 * 2 ** failures++);
      lastError = `Litestream stopped (${signal ?? `code ${code}`})${lastError ? `: ${lastError}` : ""}`;
      log.warn(`[backup] ${lastError}; restarting in ${delay / 1000} s. The site goes on.`);
      restartTimer = setTimeout(launch, delay);
    });
  };

  const writeStatus = (status) => {
    const tmp = `${statusFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(status), { mode: 0o600 });
    renameSync(tmp, statusFile);
  };
  const check = async () => {
    const base = { kind: target.kind, target: target.display, isDefault: target.isDefault, sameDisk, startedAt, checkedAt: new Date().toISOString() };
    try {
      // FerretDB makes the database's file at its first write (the site seeds a new database as it starts).
      if (!existsSync(dbFile)) return writeStatus({ ...base, state: "starting", lastReplicatedAt: null, lagSeconds: 0 });
      if (!child && !stopping) launch();
      const [local, head] = await Promise.all([localTxid(config, dbFile, env), replicaHead(config, dbFile, env)]);
      const behind = !head || head.txid < local;
      if (behind) behindSince ??= Date.now();
      else behindSince = null;
      if (head?.at) lastReplicatedAt = head.at;
      const lagSeconds = behind ? Math.round((Date.now() - behindSince) / 1000) : 0;
      writeStatus({
        ...base,
        state: child?.exitCode === null && !child?.signalCode ? (behind && lagSeconds > 60 ? "behind" : "ok") : "failing",
        lastReplicatedAt: head?.at ?? lastReplicatedAt,
        lagSeconds,
        localTxid: local,
        replicaTxid: head?.txid ?? 0,
        ...(lastError ? { error: lastError } : {}),
      });
      if (!behind) lastError = "";
    } catch (err) {
      // The replica cannot be read: whatever was written since the last good check may not be in it (issue 56: a
      // failing backup never reports "lagSeconds: 0"). The lag counts from the first check that failed.
      behindSince ??= Date.now();
      writeStatus({
        ...base,
        state: "failing",
        lastReplicatedAt,
        lagSeconds: Math.max(1, Math.round((Date.now() - behindSince) / 1000)),
        error: String(err.message ?? err).slice(0, 300),
      });
    }
  };

  await check();
  const poll = setInterval(() => void check(), STATUS_EVERY_MS);
  poll.unref();
  return {
    target,
    statusFile,
    dbFile,
    config,
    get child() {
      return child;
    },
    stop: async () => {
      stopping = true;
      clearInterval(poll);
      if (restartTimer) clearTimeout(restartTimer);
      if (child && child.exitCode === null && !child.signalCode) {
        await new Promise((resolve) => {
          child.once("exit", resolve);
          // SIGTERM lets Litestream push what it holds to the replica before it exits.
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 8000).unref();
        });
      }
      try {
        unlinkSync(pidFile);
      } catch {
        /* gone already */
      }
    },
  };
}

/** Stops a Litestream left running by a launcher that was killed (two replicators of one database must never run). */
function stopStale(pidFile) {
  let pid = 0;
  try {
    pid = Number(readFileSync(pidFile, "utf8"));
  } catch {
    return;
  }
  if (!pid) return;
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (cmd.includes("litestream") && cmd.includes("replicate")) process.kill(pid, "SIGKILL");
  } catch {
    /* not running */
  }
}
