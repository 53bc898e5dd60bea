// `npm start`: builds the site if needed, starts the embedded database (unless
// MONGODB_URI is set; restarted with back-off if it dies) and serves the
// production site through scripts/site-server.mjs on http://localhost:3000.
// Beside the embedded database it runs the continuous backup (Litestream, scripts/lib/backup.mjs: BACKUP_URL).
// SIGINT/SIGTERM stop the site, then the backup (which pushes what it holds), then the database (which closes its
// files), within 10 s. A site server that dies on its own is started again with back-off (superviseSite).
//
// The first start builds the site, the embedded database and Litestream side by side (scripts/lib/build-steps.mjs),
// saying what it builds; it serves once the site and the database are built, and starts the backup when Litestream
// is (until then the console and /api/health say the backup is starting).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { litestreamBuildStep, startBackup } from "./lib/backup.mjs";
import { runBuildSteps } from "./lib/build-steps.mjs";
import { embeddedDbBuildStep } from "./lib/embedded-db.mjs";
import { localAuthSecret, siteBuildStep, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

const port = Number(process.env.PORT || 3000);
const stops = [];
const stopAll = stopAllOn(stops);
let stopping = false;
const shutdown = (code, why) => {
  stopping = true;
  return stopAll(code, why);
};
const startedAt = Date.now();

/** How long a site server that died waits before it is started again: 1 s, doubling to 30 s, reset after a minute up. */
const siteBackoff = { ms: 1_000, max: 30_000 };

/**
 * Starts the site server and keeps it up (probe I-6): one that exits while the launcher is not stopping (a crash, a
 * kill, out of memory) is started again with back-off, the database and backup left running; systemd's
 * `Restart=on-failure` covers the launcher itself.
 */
async function superviseSite(options) {
  const next = await startNext(options);
  const upAt = Date.now();
  const stop = () => next.stop();
  stops.unshift(stop);
  next.child.once("exit", (code, signal) => {
    stops.splice(stops.indexOf(stop), 1);
    if (stopping) return;
    if (Date.now() - upAt > 60_000) siteBackoff.ms = 1_000;
    const wait = siteBackoff.ms;
    siteBackoff.ms = Math.min(siteBackoff.max, siteBackoff.ms * 2);
    console.error(`[site] the site server exited (${signal ?? `code ${code}`}): starting it again in ${wait / 1000} s`);
    setTimeout(() => {
      if (stopping) return;
      superviseSite(options).catch((err) => shutdown(1, `the site server could not start again: ${err instanceof Error ? err.message : err}`));
    }, wait);
  });
  return next;
}

/** The backup's status file while it is not running: "starting" (kept fresh) or "failing" with the reason. */
function writeBackupStatus(file, state, error) {
  const status = { state, checkedAt: new Date().toISOString(), ...(error ? { error: String(error).slice(0, 300) } : {}) };
  writeFileSync(file, JSON.stringify(status), { mode: 0o600 });
}

try {
  const external = !!process.env.MONGODB_URI;
  let backupStep = null;
  let backupStepError = null;
  try {
    backupStep = external ? null : litestreamBuildStep();
  } catch (err) {
    backupStepError = err;
  }
  const builds = runBuildSteps({
    site: process.env.SKIP_BUILD === "1" ? null : siteBuildStep(),
    db: external ? null : embeddedDbBuildStep(),
    backup: backupStep && { ...backupStep, background: true },
  });
  // A failed backup build is reported, never fatal; it must not be an unhandled rejection meanwhile.
  const backupBuilt = builds.backup.then(
    () => null,
    (err) => err,
  );
  stops.push(builds.stop);
  await Promise.all([builds.site, builds.db]);
  const db = await startDatabase({ supervise: true });
  stops.push(db.stop);
  if (!db.external) console.log(`[db] embedded database on ${db.socket} (data in ${db.dir})`);
  const backupEnv = {};
  // Left by `npm run db:restore`: the site's first start after it skips the numbers the lost moments may have used.
  if (!db.external) backupEnv.RESTORE_MARKER_FILE = path.join(db.dir, "restored.json");
  if (!db.external) {
    const statusFile = path.join(db.dir, "backup-status.json");
    backupEnv.BACKUP_STATUS_FILE = statusFile;
    // The backup starts when Litestream is built; the site does not wait for it.
    const keepStarting = setInterval(() => writeBackupStatus(statusFile, "starting"), 2_000);
    writeBackupStatus(statusFile, "starting");
    void backupBuilt.then(async (buildError) => {
      clearInterval(keepStarting);
      try {
        if (backupStepError || buildError) throw backupStepError ?? buildError;
        const backup = await startBackup({ dbDir: db.dir, statusFile });
        // Stopped after the site and before the database, as always: it pushes what the site wrote last.
        stops.splice(stops.indexOf(db.stop), 0, backup.stop);
      } catch (err) {
        // A backup that cannot start never keeps the site down: it is reported (the console and /api/health say so).
        console.error(`[backup] not running: ${err instanceof Error ? err.message : err}`);
        writeBackupStatus(statusFile, "failing", err instanceof Error ? err.message : err);
      }
    });
  }
  await superviseSite({
    port,
    host: process.env.HOST || "0.0.0.0",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret(), NODE_ENV: "production", ...backupEnv },
  });
  console.log(`[site] ready on http://localhost:${port} (${Math.round((Date.now() - startedAt) / 1000)} s after npm start)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
