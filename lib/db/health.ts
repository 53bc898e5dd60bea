import "server-only";
import mongoose from "mongoose";
import { config } from "@/lib/config";
import { databaseUri, electionUnderway, isDatabaseDown, isDiskFull, isReplicatedUri, pingDatabase } from "@/lib/db/connect";

/**
 * The database's health as `/api/health` reports it (issue 56). A monitor must get its answer in well under a
 * second while the site is busy: 200 order lookups at once kept a probe per call waiting over a second (it queued on
 * the site's pool, then in the database), and the monitor flapped while the site worked. So:
 * - the probe has a connection of its own (two sockets, short time-outs), never the site's pool;
 * - while health is being asked (a monitor polls), a probe runs every second in the background and the answer is
 *   the newest probe's, at most FRESH_MS old; asked after a quiet spell, the call waits for a probe of its own;
 * - the round trip is checked every time, the write (can the database still store a 4 KB document: a full disk)
 *   at most every WRITE_EVERY_MS;
 * - a request that finds the database down or full (lib/http/handler.ts) drops the newest answer at once, so an
 *   outage is never hidden behind a fresh "up".
 */
export type DbHealth = "up" | "down" | "full" | "electing";

const FRESH_MS = 2_000;
const REFRESH_MS = 1_000;
/** Background probing stops this long after the last health call. */
const IDLE_STOP_MS = 60_000;
const WRITE_EVERY_MS = 5_000;

type Holder = {
  conn: mongoose.Connection | null;
  connecting: Promise<mongoose.Connection> | null;
  running: Promise<DbHealth> | null;
  last: { health: DbHealth; at: number } | null;
  wroteAt: number;
  askedAt: number;
  timer: ReturnType<typeof setInterval> | null;
};
const globalForHealth = globalThis as unknown as { __dbHealth?: Holder };
const held = (globalForHealth.__dbHealth ??= { conn: null, connecting: null, running: null, last: null, wroteAt: 0, askedAt: 0, timer: null });

/** The probe's own connection: two sockets at most, short time-outs, never the site's pool. */
async function probeConnection(): Promise<mongoose.Connection> {
  if (held.conn && held.conn.readyState === 1) return held.conn;
  if (!held.connecting) {
    // A connection that was lost is closed before another is made (one per process, never a pile of them).
    if (held.conn) void held.conn.close().catch(() => undefined);
    held.conn = null;
    const conn = mongoose.createConnection(databaseUri(), {
      maxPoolSize: 2,
      serverSelectionTimeoutMS: 5000,
      connectTimeoutMS: 5000,
      socketTimeoutMS: 5000,
      retryReads: false,
      dbName: config().MONGODB_DB,
    });
    // A lost connection is the probe's answer ("down"), never an unhandled error event.
    conn.on("error", () => undefined);
    held.connecting = conn
      .asPromise()
      .then((conn) => {
        held.conn = conn;
        return conn;
      })
      .finally(() => {
        held.connecting = null;
      });
  }
  return held.connecting;
}

async function probe(): Promise<DbHealth> {
  try {
    const conn = await probeConnection();
    const write = Date.now() - held.wroteAt >= WRITE_EVERY_MS;
    await pingDatabase(conn.db, { write });
    if (write) held.wroteAt = Date.now();
    return "up";
  } catch (err) {
    held.wroteAt = 0;
    if (isDiskFull(err)) return "full";
    if (!isDatabaseDown(err) && !/MONGODB_URI/.test(String((err as Error).message))) console.error("[health] unexpected error", err);
    return electing() ? "electing" : "down";
  }
}

/**
 * A replica set whose members answer but none of them is primary (issue 68): an election after the primary died or
 * stepped down. Writes wait for it (a few seconds); the health answer says so rather than "down". Read from the
 * site's own connection's view of the set (the driver checks every member every 2 s): the probe's connection may be
 * the one the election took down.
 */
const electing = (): boolean => isReplicatedUri(databaseUri()) && electionUnderway();

/** One probe at a time: callers that ask while it runs share it. */
function runProbe(): Promise<DbHealth> {
  held.running ??= probe().then((health) => {
    held.last = { health, at: Date.now() };
    held.running = null;
    return health;
  });
  return held.running;
}

function keepFresh(): void {
  if (held.timer) return;
  held.timer = setInterval(() => {
    if (Date.now() - held.askedAt > IDLE_STOP_MS) {
      clearInterval(held.timer!);
      held.timer = null;
      return;
    }
    void runProbe();
  }, REFRESH_MS);
  held.timer.unref();
}

/** The database's health now: the newest probe's when it is fresh, else a probe's own. */
export async function databaseHealth(now = Date.now()): Promise<DbHealth> {
  held.askedAt = now;
  keepFresh();
  if (held.last && now - held.last.at < FRESH_MS) return held.last.health;
  return runProbe();
}

/** A request found the database down or full: the next health answer is a fresh probe's, not the newest "up". */
export function noteDatabaseTrouble(): void {
  held.last = null;
  held.wroteAt = 0;
}
