import "server-only";
import mongoose from "mongoose";
import { config } from "@/lib/config";
import { databaseUri, isDatabaseDown, isDiskFull, pingDatabase } from "@/lib/db/connect";

/**
 * The database's health as `/api/health` reports it (issue 56). Each answer is a real probe (a round trip and a
 * write that needs new space), but the probe has a connection of its own: on the site's pool it queued behind the
 * requests of a busy minute (200 order lookups at once kept it waiting over a second, and a monitor flapped while
 * the site worked). Calls that arrive while a probe runs share it, so a burst of monitors is one probe.
 */
export type DbHealth = "up" | "down" | "full";

type Holder = { conn: mongoose.Connection | null; connecting: Promise<mongoose.Connection> | null; running: Promise<DbHealth> | null };
const globalForHealth = globalThis as unknown as { __dbHealth?: Holder };
const held = (globalForHealth.__dbHealth ??= { conn: null, connecting: null, running: null });

/** The probe's own connection: two sockets at most, short time-outs, never the site's pool. */
async function probeConnection(): Promise<mongoose.Connection> {
  if (held.conn && held.conn.readyState === 1) return held.conn;
  held.connecting ??= mongoose
    .createConnection(databaseUri(), {
      maxPoolSize: 2,
      serverSelectionTimeoutMS: 5000,
      connectTimeoutMS: 5000,
      socketTimeoutMS: 5000,
      retryReads: false,
      dbName: config().MONGODB_DB,
    })
    .asPromise()
    .then((conn) => {
      held.conn = conn;
      return conn;
    })
    .finally(() => {
      held.connecting = null;
    });
  return held.connecting;
}

async function probe(): Promise<DbHealth> {
  try {
    const conn = await probeConnection();
    await pingDatabase(conn.db);
    return "up";
  } catch (err) {
    if (isDiskFull(err)) return "full";
    if (!isDatabaseDown(err) && !/MONGODB_URI/.test(String((err as Error).message))) console.error("[health] unexpected error", err);
    return "down";
  }
}

/** The database's health now: one probe, shared by the calls that ask while it runs. */
export function databaseHealth(): Promise<DbHealth> {
  held.running ??= probe().finally(() => {
    held.running = null;
  });
  return held.running;
}
