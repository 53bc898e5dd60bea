// Builds and runs the embedded database: FerretDB v1 with its SQLite backend,
// wrapped in the small Go program of tools/embedded-db. Used by `npm start`,
// `npm run dev`, the API tests and Playwright's webServer.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const srcDir = path.join(root, "tools/embedded-db");
export const binPath = path.join(root, ".bin", "embedded-db");

function newestMtime(dir) {
  return Math.max(...readdirSync(dir).map((f) => statSync(path.join(dir, f)).mtimeMs));
}

function hasGo() {
  return spawnSync("go", ["version"], { stdio: "ignore" }).status === 0;
}

/** Builds .bin/embedded-db when it is missing or older than its sources. */
export function buildEmbeddedDb({ quiet = false } = {}) {
  if (existsSync(binPath) && statSync(binPath).mtimeMs >= newestMtime(srcDir)) return binPath;
  if (!hasGo()) {
    throw new Error(
      "The embedded database needs Go 1.22+ to build (https://go.dev/doc/install, or `apt-get install golang`).\n" +
        "Or skip it: set MONGODB_URI to a MongoDB server, e.g. MONGODB_URI=mongodb://127.0.0.1:27017/panels",
    );
  }
  if (!quiet) console.log("[db] building the embedded database (FerretDB + SQLite), first time only...");
  mkdirSync(path.dirname(binPath), { recursive: true });
  const res = spawnSync("go", ["build", "-trimpath", "-o", binPath, "."], {
    cwd: srcDir,
    stdio: quiet ? "pipe" : "inherit",
    env: { ...process.env, CGO_ENABLED: "0", GOFLAGS: "-mod=mod" },
  });
  if (res.status !== 0) {
    throw new Error(`[db] go build failed${res.stderr ? `:\n${res.stderr}` : ""}`);
  }
  return binPath;
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
    s.once("connect", () => { s.destroy(); resolve(true); });
    s.once("error", () => resolve(false));
  });
}

/**
 * Starts the embedded database on loopback and resolves once it accepts
 * connections. Returns { uri, port, dir, stop }.
 */
export async function startEmbeddedDb({ dir, port, quiet = false, dbName = "panels" } = {}) {
  buildEmbeddedDb({ quiet });
  dir = path.resolve(dir ?? path.join(root, ".data/db"));
  mkdirSync(dir, { recursive: true });
  port = port ?? Number(process.env.EMBEDDED_DB_PORT || 27027);
  if (await portInUse(port)) {
    throw new Error(`[db] port ${port} is already in use: is another copy of the site running? Set EMBEDDED_DB_PORT to use another.`);
  }
  const child = spawn(binPath, ["-dir", dir, "-port", String(port)], {
    stdio: ["ignore", "pipe", quiet ? "ignore" : "inherit"],
  });
  const uri = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("[db] embedded database did not start within 30 s")), 30_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("mongodb://"));
      if (line) { clearTimeout(timer); resolve(line.trim()); }
    });
    child.once("exit", (code) => { clearTimeout(timer); reject(new Error(`[db] embedded database exited with code ${code}`)); });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  return { uri: `${uri.replace(/\/$/, "")}/${dbName}`, port, dir, child, stop };
}
