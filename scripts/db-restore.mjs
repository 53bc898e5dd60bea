// `npm run db:restore [-- --at <ISO time>] [-- --force]`: rebuilds the embedded database's folder from its backup
// (issue 37), with the same EMBEDDED_DB_DIR and BACKUP_URL as `npm start`. Litestream restores the database as it
// was at the newest change in the backup, or at `--at` (a point in time, to undo a mistake). It refuses to overwrite
// a database unless told to (`--force`), and then keeps the old folder aside. Then `npm start` serves it.
// On MongoDB (MONGODB_URI) it does nothing and says what to use instead.
import { spawnSync } from "node:child_process";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseBackupTarget } from "../lib/config/backup-target.mjs";
import { buildLitestream, databaseFile, litestreamBin, litestreamEnv, writeLitestreamConfig } from "./lib/backup.mjs";
import { embeddedDbLocation, root, socketAnswers } from "./lib/embedded-db.mjs";

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({
  options: { at: { type: "string" }, force: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
  allowPositionals: false,
});
if (values.help) {
  console.log("npm run db:restore [-- --at 2026-11-27T10:15:00+05:30] [-- --force]");
  process.exit(0);
}

if (process.env.MONGODB_URI) {
  fail(
    [
      "MONGODB_URI is set: this site's books are on MongoDB, which this command does not restore (it restores the embedded database).",
      "Use MongoDB's own tools instead (README, “Backup and restore”):",
      "  - a managed service (Atlas and the like): its continuous backups and point-in-time restore;",
      '  - your own server: `mongodump --uri "$MONGODB_URI" --archive=panels.gz --gzip` regularly, and',
      '    `mongorestore --uri "$MONGODB_URI" --archive=panels.gz --gzip --drop` to restore.',
      "Nothing was changed.",
    ].join("\n"),
    2,
  );
}

let at = null;
if (values.at) {
  const t = Date.parse(values.at);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(values.at) || Number.isNaN(t))
    fail(`--at must be a date and time such as 2026-11-27T10:15:00+05:30 (got ${values.at})`);
  if (t > Date.now() + 60_000) fail("--at is in the future: leave it out to restore the newest change");
  at = new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
}

let target;
try {
  target = parseBackupTarget(process.env.BACKUP_URL, { root, env: process.env });
} catch (err) {
  fail(err.message);
}
const loc = embeddedDbLocation();
const dbFile = databaseFile(loc.dir);

if (await socketAnswers(loc.socket))
  fail(`The database in ${loc.dir} is running: stop the site (and \`npm run db:start\`) first. Nothing was changed.`);
if (existsSync(dbFile) && !values.force) {
  fail(`${dbFile} exists. Restoring would replace it: run again with -- --force to keep the old folder aside and restore. Nothing was changed.`);
}
if (target.kind === "file" && (!existsSync(target.path) || !readdirSync(target.path).length)) {
  fail(`There is no backup in ${target.path} (BACKUP_URL${target.isDefault ? " is unset: the default folder" : ""}). Nothing was changed.`);
}

try {
  buildLitestream();
} catch (err) {
  fail(err.message);
}

// Restore into a fresh folder beside the old one, then swap: a restore that fails leaves the old folder as it was.
const parent = path.dirname(loc.dir);
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const fresh = path.join(parent, `${path.basename(loc.dir)}.restoring-${stamp}`);
// A restore killed half-way (power, Ctrl-C) left its folder: it holds nothing of value, so it goes now.
for (const name of existsSync(parent) ? readdirSync(parent) : []) {
  if (name.startsWith(`${path.basename(loc.dir)}.restoring-`)) rmSync(path.join(parent, name), { recursive: true, force: true });
}
mkdirSync(fresh, { recursive: true, mode: 0o700 });
const freshFile = databaseFile(fresh);
const config = writeLitestreamConfig({ dbDir: fresh, dbFile: freshFile, target, env: process.env });
console.log(`[restore] restoring ${target.display}${at ? ` as it was at ${at}` : " (newest change)"} ...`);
const started = Date.now();
const res = spawnSync(litestreamBin, ["restore", "-config", config, "-o", freshFile, ...(at ? ["-timestamp", at] : []), freshFile], {
  stdio: ["ignore", "inherit", "inherit"],
  env: litestreamEnv(),
});
/** An SQLite database starts with this header; anything else is not one (a corrupt or foreign replica). */
function isSqlite(file) {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString("latin1") === "SQLite format 3\0";
  } finally {
    closeSync(fd);
  }
}
const problem =
  res.status !== 0 || !existsSync(freshFile)
    ? `Litestream could not restore (exit ${res.status})`
    : !isSqlite(freshFile)
      ? "the restored file is not an SQLite database: the replica is damaged"
      : null;
if (problem) {
  // A failed restore changes nothing: the half-made folder goes too (docs/BACKUP.md).
  rmSync(fresh, { recursive: true, force: true });
  fail(`[restore] ${problem}. ${existsSync(loc.dir) ? `${loc.dir} is unchanged.` : "Nothing was changed."}`);
}
for (const f of readdirSync(fresh)) chmodSync(path.join(fresh, f), 0o600);

let kept = null;
if (existsSync(loc.dir)) {
  kept = path.join(parent, `${path.basename(loc.dir)}.before-restore-${stamp}`);
  renameSync(loc.dir, kept);
}
// For the site's first start after it: skip the numbers the lost moments may have used (lib/backup/restore-notice.ts).
writeFileSync(path.join(fresh, "restored.json"), JSON.stringify({ restoredAt: new Date().toISOString(), at }), { mode: 0o600 });
renameSync(fresh, loc.dir);
// The configuration names the file it was written for: write it again for the folder's own name.
writeLitestreamConfig({ dbDir: loc.dir, dbFile, target, env: process.env });
console.log(`[restore] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dbFile}`);
if (kept) console.log(`[restore] the database that was there is kept in ${kept}`);
console.log("[restore] start the site with `npm start`: it serves the restored books and backs them up again.");
