// Shared by `npm start`, `npm run dev`, the API tests and Playwright: make sure a
// production build exists, find the database, and start `next` beside it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, startEmbeddedDb, superviseEmbeddedDb } from "./embedded-db.mjs";

const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const siteServer = path.join(root, "scripts/site-server.mjs");
const sourceEntries = [
  "app",
  "components",
  "lib",
  "models",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

function newestSourceMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newestSourceMtime(path.join(p, f))));
}

/** What `next build` takes (a step for scripts/lib/build-steps.mjs), or null when the build is newer than the sources. */
export function siteBuildStep({ force = false } = {}) {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  const stale =
    force || !existsSync(buildId) || Math.max(...sourceEntries.map((e) => newestSourceMtime(path.join(root, e)))) > statSync(buildId).mtimeMs;
  if (!stale) return null;
  return { what: "the site (next build)", cmd: process.execPath, args: [nextBin, "build"], cwd: root, env: { NODE_ENV: "production" } };
}

/** Runs `next build` when there is no build, or the sources are newer than it. */
export function ensureBuild({ force = false } = {}) {
  const step = siteBuildStep({ force });
  if (!step) return;
  console.log("[site] building the production site (next build)...");
  const res = spawnSync(step.cmd, step.args, { cwd: step.cwd, stdio: "inherit", env: { ...process.env, ...step.env } });
  if (res.status !== 0) throw new Error("next build failed");
}

/**
 * The local launcher's AUTH_SECRET: generated once and kept in the git-ignored
 * .data/ folder, so sessions survive restarts. A deployment sets AUTH_SECRET.
 */
export function localAuthSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(root, ".data/auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * Starts the database (embedded unless MONGODB_URI is set), where
 * `embeddedDbLocation()` says (EMBEDDED_DB_DIR, EMBEDDED_DB_PORT). With
 * `supervise` (the launchers) a database that dies is restarted with back-off.
 */
export async function startDatabase({ dir, port, quiet, supervise = false } = {}) {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, stop: async () => undefined, external: true };
  }
  return supervise ? superviseEmbeddedDb({ dir, port }) : startEmbeddedDb({ dir, port, quiet });
}

/**
 * Spawns the site's own server (scripts/site-server.mjs: Next's request
 * handler behind a Node http server that passes on the client's address), in
 * production or dev mode, and resolves once it answers HTTP on `readyPath`
 * (the site's health check, which answers 503 while the database is down).
 * Another app folder (`cwd`: the bench's bare floor page, which has only `/`)
 * is served by plain `next start`.
 */
export async function startNext({
  mode = "start",
  port = 3000,
  host = "0.0.0.0",
  env = {},
  quiet = false,
  cwd = root,
  readyPath = "/api/health",
} = {}) {
  const args = cwd === root ? [siteServer] : [nextBin, mode, "-p", String(port), "-H", host];
  const child = spawn(process.execPath, args, {
    cwd,
    // The IPC channel tells the site server when its launcher is gone (it then stops too).
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit", ...(cwd === root ? ["ipc"] : [])],
    env: { ...process.env, ...env, PORT: String(port), HOST: host, SITE_MODE: mode },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next ${mode} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.status === 200 || res.status === 503) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 120_000) throw new Error(`next ${mode} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 6000).unref();
    });
  return { url, child, stop };
}

/**
 * Stops everything on Ctrl-C / SIGTERM / SIGHUP, in order (the site first, so
 * nothing writes while the database closes its files), and when a child in
 * `children` dies on its own. Each stop escalates to SIGKILL, so all is gone
 * within 10 s.
 */
export function stopAllOn(stops, children = []) {
  let stopping = false;
  const shutdown = async (code = 0, why = "") => {
    if (stopping) return;
    stopping = true;
    if (why) console.log(`[site] ${why}: stopping`);
    const hard = setTimeout(() => process.exit(code || 1), 9500);
    for (const stop of stops) await stop().catch(() => undefined);
    clearTimeout(hard);
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => shutdown(0, signal));
  for (const child of children) child.once("exit", (code) => shutdown(code ?? 1, "the site server exited"));
  return shutdown;
}
