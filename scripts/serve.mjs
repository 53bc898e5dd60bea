// `npm start`: builds the site if needed, starts the embedded database (unless
// MONGODB_URI is set; restarted with back-off if it dies) and serves the
// production site through scripts/site-server.mjs on http://localhost:3000.
// Beside the embedded database it runs the continuous backup (Litestream, scripts/lib/backup.mjs: BACKUP_URL).
// SIGINT/SIGTERM stop the site, then the backup (which pushes what it holds), then the database (which closes its
// files), within 10 s.
import path from "node:path";
import { startBackup } from "./lib/backup.mjs";
import { ensureBuild, localAuthSecret, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

const port = Number(process.env.PORT || 3000);
const stops = [];
const shutdown = stopAllOn(stops);
try {
  if (process.env.SKIP_BUILD !== "1") ensureBuild();
  const db = await startDatabase({ supervise: true });
  stops.push(db.stop);
  if (!db.external) console.log(`[db] embedded database on ${db.socket} (data in ${db.dir})`);
  const backupEnv = {};
  // Left by `npm run db:restore`: the site's first start after it skips the numbers the lost moments may have used.
  if (!db.external) backupEnv.RESTORE_MARKER_FILE = path.join(db.dir, "restored.json");
  if (!db.external) {
    try {
      const backup = await startBackup({ dbDir: db.dir, statusFile: path.join(db.dir, "backup-status.json") });
      stops.unshift(backup.stop);
      backupEnv.BACKUP_STATUS_FILE = backup.statusFile;
    } catch (err) {
      // A backup that cannot start never keeps the site down: it is reported (the console and /api/health say so).
      console.error(`[backup] not running: ${err instanceof Error ? err.message : err}`);
      backupEnv.BACKUP_STATUS_FILE = path.join(db.dir, "backup-status.json");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        backupEnv.BACKUP_STATUS_FILE,
        JSON.stringify({
          state: "failing",
          error: String(err instanceof Error ? err.message : err).slice(0, 300),
          checkedAt: new Date().toISOString(),
        }),
        { mode: 0o600 },
      );
    }
  }
  const next = await startNext({
    port,
    host: process.env.HOST || "0.0.0.0",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret(), NODE_ENV: "production", ...backupEnv },
  });
  stops.unshift(next.stop);
  next.child.once("exit", (code) => shutdown(code ?? 1, "the site server exited"));
  console.log(`[site] ready on http://localhost:${port}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
