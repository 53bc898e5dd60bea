// Builds, finds and runs the embedded database: FerretDB v1 with its SQLite
// backend, wrapped in the small Go program of tools/embedded-db. It listens on
// a Unix socket inside its data folder (0700; files 0600), so only the account
// running the site can open it. Every script finds it through
// `embeddedDbLocation()` (EMBEDDED_DB_DIR, EMBEDDED_DB_PORT): `npm start`,
// `npm run dev`, `db:start`, `db:seed`, `user:admin`, the tests and the bench.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SOCKET_NAME, socketOf, socketUri } from "./db-location.mjs";

export { SOCKET_NAME, socketUri };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const srcDir = path.join(root, "tools/embedded-db");
export const binPath = path.join(root, ".bin", "embedded-db");
const MAX_SOCKET_PATH = 107;

function newestMtime(dir) {
  return Math.max(...readdirSync(dir).map((f) => statSync(path.join(dir, f)).mtimeMs));
}

function hasGo() {
  return spawnSync("go", ["version"], { stdio: "ignore" }).status === 0;
}

/**
 * What building .bin/embedded-db takes (a step for scripts/lib/build-steps.mjs), or null when it is there and not
 * older than its sources.
 */
export function embeddedDbBuildStep() {
  if (existsSync(binPath) && statSync(binPath).mtimeMs >= newestMtime(srcDir)) return null;
  if (!hasGo()) {
    throw new Error(
      "The embedded database needs Go 1.22+ to build (https://go.dev/doc/install, or `apt-get install golang`).\n" +
        "Or skip it: set MONGODB_URI to a MongoDB server, e.g. MONGODB_URI=mongodb://127.0.0.1:27017/panels",
    );
  }
  mkdirSync(path.dirname(binPath), { recursive: true });
  return {
    what: "the embedded database (FerretDB + SQLite)",
    cmd: "go",
    args: ["build", "-trimpath", "-o", binPath, "."],
    cwd: srcDir,
    env: { CGO_ENABLED: "0", GOFLAGS: "-mod=mod" },
  };
}

/** Builds .bin/embedded-db when it is missing or older than its sources. */
export function buildEmbeddedDb({ quiet = false } = {}) {
  const step = embeddedDbBuildStep();
  if (!step) return binPath;
  if (!quiet) console.log("[db] building the embedded database (FerretDB + SQLite), first time only...");
  const res = spawnSync(step.cmd, step.args, { cwd: step.cwd, stdio: quiet ? "pipe" : "inherit", env: { ...process.env, ...step.env } });
  if (res.status !== 0) {
    throw new Error(`[db] go build failed${res.stderr ? `:\n${res.stderr}` : ""}`);
  }
  return binPath;
}

/**
 * Where the embedded database is: THE one place scripts look it up.
 * `dir`: EMBEDDED_DB_DIR, default .data/db (relative paths from the repository root).
 * `tcpPort`: EMBEDDED_DB_PORT when set, an extra loopback TCP listener without
 * credentials for tools such as mongosh (off by default); the site never uses it.
 * `uri`: always the socket's.
 */
export function embeddedDbLocation({ dir, port, dbName = "panels", env = process.env } = {}) {
  const folder = path.resolve(root, dir ?? (env.EMBEDDED_DB_DIR?.trim() || ".data/db"));
  const socket = socketOf(folder);
  const rawPort = port ?? (env.EMBEDDED_DB_PORT?.trim() ? Number(env.EMBEDDED_DB_PORT) : 0);
  if (!Number.isInteger(rawPort) || rawPort < 0 || rawPort > 65535)
    throw new Error(`[db] EMBEDDED_DB_PORT must be a port number, not ${JSON.stringify(env.EMBEDDED_DB_PORT)}`);
  return { dir: folder, socket, tcpPort: rawPort || null, uri: socketUri(socket, dbName) };
}

/** True when an embedded database answers on the socket. */
export function socketAnswers(socket) {
  return new Promise((resolve) => {
    const s = net.connect({ path: socket });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function portInUse(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/**
 * Starts the embedded database and resolves once it accepts connections on its
 * socket. Returns { uri, dir, socket, tcpPort, child, stop }; `stop()` sends
 * SIGTERM (the database closes its SQLite files, then exits) and SIGKILL after 8 s.
 */
export async function startEmbeddedDb({ dir, port, quiet = false, dbName = "panels", maxSizeMb = 0 } = {}) {
  buildEmbeddedDb({ quiet });
  const loc = embeddedDbLocation({ dir, port, dbName });
  if (loc.socket.length > MAX_SOCKET_PATH) {
    throw new Error(`[db] the socket path ${loc.socket} is longer than ${MAX_SOCKET_PATH} bytes: set EMBEDDED_DB_DIR to a shorter folder`);
  }
  if (await socketAnswers(loc.socket)) {
    throw new Error(
      `[db] an embedded database is already running on ${loc.socket}: is another copy of the site running? Set EMBEDDED_DB_DIR to use another folder.`,
    );
  }
  if (loc.tcpPort && (await portInUse(loc.tcpPort))) {
    throw new Error(`[db] port ${loc.tcpPort} is already in use. Unset EMBEDDED_DB_PORT (the site uses the socket) or pick another.`);
  }
  mkdirSync(loc.dir, { recursive: true, mode: 0o700 });
  const args = ["-dir", loc.dir, "-socket", loc.socket, "-with-parent"];
  if (loc.tcpPort) args.push("-port", String(loc.tcpPort));
  // Tests of a full disk: writes past this size fail as they would on a full disk.
  if (maxSizeMb) args.push("-max-size-mb", String(maxSizeMb));
  const child = spawn(binPath, args, { stdio: ["ignore", "pipe", quiet ? "pipe" : "inherit"] });
  let stderr = "";
  child.stderr?.on("data", (c) => {
    stderr = (stderr + c).slice(-2000);
  });
  await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("[db] embedded database did not start within 30 s")), 30_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (out.split("\n").some((l) => l.startsWith("mongodb://"))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`[db] embedded database exited with code ${code}${stderr ? `: ${stderr.trim()}` : ""}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 8000).unref();
    });
  return { ...loc, child, stop };
}

/**
 * Runs the embedded database and restarts it when it dies unexpectedly, with
 * back-off (1, 2, 4 ... 30 s; reset after a minute of good health), logging each
 * outage. The site meanwhile answers 503 and /api/health reports the database
 * down. `stop()` ends supervision and stops the database.
 */
export async function superviseEmbeddedDb({ dir, port, dbName = "panels", log = console } = {}) {
  let current = await startEmbeddedDb({ dir, port, dbName });
  let stopping = false;
  let failures = 0;
  let timer = null;
  const watch = (db) => {
    const startedAt = Date.now();
    db.child.once("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) failures = 0;
      const delay = Math.min(30_000, 1000 * 2 ** failures++);
      log.warn(`[db] the embedded database stopped (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s. The site answers 503 meanwhile.`);
      timer = setTimeout(restart, delay);
    });
  };
  const restart = async () => {
    timer = null;
    if (stopping) return;
    try {
      current = await startEmbeddedDb({ dir, port, dbName, quiet: true });
      log.log(`[db] the embedded database is back (pid ${current.child.pid})`);
      watch(current);
    } catch (err) {
      const delay = Math.min(30_000, 1000 * 2 ** failures++);
      log.warn(`[db] restart failed: ${err.message}; next try in ${delay / 1000} s`);
      timer = setTimeout(restart, delay);
    }
  };
  watch(current);
  return {
    uri: current.uri,
    dir: current.dir,
    socket: current.socket,
    get child() {
      return current.child;
    },
    stop: async () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current.stop();
    },
  };
}
