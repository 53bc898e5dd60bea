/**
 * A short mutual-exclusion lock shared by every server instance, for
 * read-modify-write sequences that must not interleave.
 *
 * FerretDB v1 runs an update or a conditional delete as a read followed by a
 * write, so two concurrent `findOneAndUpdate`s can both see the same old value
 * (tested: concurrent image uploads to one service each "replaced" the same
 * image and one upload was never released). An insert of a given `_id`, though,
 * is decided by the unique index: exactly one of two concurrent inserts wins.
 * So a lock is one document `{ _id: key }` in `locks`: inserted to take it,
 * deleted to give it back, with an expiry so that a process that died holding
 * it blocks others for at most LOCK_TTL_MS. Each lock names its holder (host,
 * process id and the process's start), so a lock left by a process of this
 * machine that is no longer running (a crash, a restart) is cleared at once
 * instead of holding requests until it expires (issue 56).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import mongoose from "mongoose";
import { afterOutage } from "@/lib/db/after-outage";
import { canWriteNow, connectToDatabase, DatabaseUnavailableError, isDatabaseDown } from "@/lib/db/connect";
import { HttpError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";

const LOCK_TTL_MS = 30_000;
/** A request never waits longer than 10 s in all (issue 68): a lock taken for this long is a 503 to try again. */
const WAIT_MS = 6_000;

type LockDoc = { _id: string; owner: string; expiresAt: Date; host?: string; pid?: number; boot?: string };

/** This process: its host, id and a token of this start (a pid is reused after a restart). */
const HOLDER = { host: hostname(), pid: process.pid, boot: randomBytes(6).toString("hex") };

/** Whether `pid` runs on this machine (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A lock whose holder is gone: expired, or held by a process of this machine that is no longer running, or by an earlier start of this one. */
export function heldByTheDead(held: Pick<LockDoc, "expiresAt" | "host" | "pid" | "boot">, now = Date.now()): boolean {
  if (held.expiresAt.getTime() < now) return true;
  if (held.host !== HOLDER.host || held.pid === undefined) return false;
  if (held.pid === HOLDER.pid) return held.boot !== HOLDER.boot;
  return !running(held.pid);
}

function locks() {
  const db = mongoose.connection.db;
  if (!db) throw new DatabaseUnavailableError();
  return db.collection<LockDoc>("locks");
}

const isDuplicate = (err: unknown) => {
  const e = err as { code?: number; message?: string };
  return e.code === 11000 || /E11000|duplicate key|UNIQUE constraint failed/i.test(e.message ?? "");
};

const globalForLocks = globalThis as unknown as { __localLocks?: Map<string, Promise<unknown>> };
const localTails = (globalForLocks.__localLocks ??= new Map());

/**
 * Runs `fn` while holding the lock `key`; 503 (try again) when it stays taken
 * for 10 s. Callers in one process queue for a key in memory first, so only
 * one of them at a time asks the database (no polling among neighbours); the
 * database lock then orders this process against the other instances.
 */
export async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = localTails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  localTails.set(key, tail);
  try {
    await before;
    return await withDatabaseLock(key, fn);
  } finally {
    release();
    if (localTails.get(key) === tail) localTails.delete(key);
  }
}

async function withDatabaseLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  await connectToDatabase();
  const owner = randomBytes(12).toString("hex");
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await locks().insertOne({ _id: key, owner, expiresAt: new Date(Date.now() + LOCK_TTL_MS), ...HOLDER });
      break;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
    }
    // Taken: clear it if its holder died (expired, or a process of this machine that is gone), else wait a little and retry.
    const held = await locks().findOne({ _id: key });
    if (held && heldByTheDead(held)) {
      await locks().deleteOne({ _id: key, owner: held.owner });
      continue;
    }
    if (Date.now() - started > WAIT_MS) {
      throw new HttpError(503, refusal("itemBeingChanged"), { headers: { "Retry-After": "2" } });
    }
    await new Promise((r) => setTimeout(r, Math.min(200, 10 * 2 ** Math.min(attempt, 4)) + Math.random() * 20));
  }
  try {
    return await fn();
  } finally {
    // Between primaries the release waits for the next one in the background, so the request's 503 is not held;
    // the lock meanwhile stays (its holder is alive), at most until the election ends or it expires.
    const release = () =>
      locks()
        .deleteOne({ _id: key, owner })
        .then(() => true);
    if (!canWriteNow()) afterOutage(`releasing the lock ${key}`, release, LOCK_TTL_MS);
    else
      await release().catch((err) =>
        isDatabaseDown(err)
          ? afterOutage(`releasing the lock ${key}`, release, LOCK_TTL_MS)
          : console.warn(`[lock] could not release ${key}: ${(err as Error).message}`),
      );
  }
}
