import "server-only";
import { appendFileSync } from "node:fs";
import mongoose from "mongoose";
import { config } from "@/lib/config";

/**
 * One cached mongoose connection per server process (the pattern of Next.js's
 * with-mongodb-mongoose example): hot reload and concurrent requests share it,
 * and a failed attempt clears the promise so that the next request retries.
 */
type Cache = { conn: typeof mongoose | null; promise: Promise<typeof mongoose> | null };

const globalForDb = globalThis as unknown as { __mongoose?: Cache };
const cached: Cache = (globalForDb.__mongoose ??= { conn: null, promise: null });

// Plain-object filters may never carry query operators from user input.
mongoose.set("sanitizeFilter", true);
mongoose.set("strictQuery", true);

/** Operations whose first argument is a filter. */
const FILTERED_OPS = new Set([
  "find",
  "findOne",
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "countDocuments",
  "findOneAndUpdate",
  "findOneAndDelete",
  "findOneAndReplace",
]);

// The API tests' record of every query (tests/api/hot-queries.test.ts checks that each is a lookup by _id).
const queryLog = config().DB_QUERY_LOG;
if (queryLog) {
  const file = queryLog;
  mongoose.set("debug", (collection: string, op: string, ...args: unknown[]) => {
    const filter = FILTERED_OPS.has(op) ? args[0] : op === "aggregate" ? args[0] : null;
    appendFileSync(file, `${JSON.stringify({ collection, op, filter })}\n`);
  });
}

/**
 * How long a request waits for the database before it is reported as down
 * (503): to find a server, to connect, for a pooled connection, and for an
 * answer on an open connection (a hung database process keeps its socket open
 * and never answers: without the last two a request would wait half a minute).
 */
const SERVER_SELECTION_TIMEOUT_MS = 5000;
const WAIT_MS = 5000;

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is not reachable right now.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

export function databaseUri(): string {
  const uri = config().MONGODB_URI;
  if (!uri) {
    throw new DatabaseUnavailableError(new Error("MONGODB_URI is not set: start the site with `npm start` (embedded database) or set MONGODB_URI."));
  }
  return uri;
}

export async function connectToDatabase(): Promise<typeof mongoose> {
  if (cached.conn && mongoose.connection.readyState === 1) return cached.conn;
  if (!cached.promise) {
    cached.promise = mongoose
      .connect(databaseUri(), {
        bufferCommands: false,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        connectTimeoutMS: WAIT_MS,
        waitQueueTimeoutMS: WAIT_MS,
        // Fail a hung operation instead of holding the request when the server stops answering.
        socketTimeoutMS: WAIT_MS,
        // One server, no failover to retry on: a retry after a time-out would only double the wait.
        retryReads: false,
        maxPoolSize: 20,
        dbName: config().MONGODB_DB,
      })
      .then(async (m) => {
        const { ensureIndexes } = await import("./indexes");
        await ensureIndexes();
        return m;
      })
      .catch((err) => {
        cached.promise = null;
        cached.conn = null;
        // mongoose keeps a half-open client after a failed initial connect; drop it so the retry is clean.
        void mongoose.disconnect().catch(() => undefined);
        throw new DatabaseUnavailableError(err);
      });
  }
  cached.conn = await cached.promise;
  return cached.conn;
}

/** True when the error means the database could not be reached (maps to 503). */
export function isDatabaseDown(err: unknown, depth = 0): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!err || typeof err !== "object" || depth > 3) return false;
  const e = err as { name?: string; code?: unknown; syscall?: unknown; cause?: unknown };
  if (
    /MongoServerSelectionError|MongoNetworkError|MongoNetworkTimeoutError|MongoNotConnectedError|MongoTopologyClosedError|MongooseServerSelectionError|MongoPoolClearedError|MongoWaitQueueTimeoutError/.test(
      e.name ?? "",
    )
  ) {
    return true;
  }
  // The database killed mid-request: the socket's own error can surface unwrapped (`write EPIPE`, a reset).
  if (typeof e.code === "string" && CONNECTION_LOST.has(e.code) && (e.syscall === undefined || /^(read|write|connect)$/.test(String(e.syscall)))) {
    return true;
  }
  return isDatabaseDown(e.cause, depth + 1);
}

/** Socket errors that mean the database went away under a request. */
const CONNECTION_LOST = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ECONNABORTED", "ENOTCONN"]);

/** True when a write failed because the database's disk is full (SQLite's SQLITE_FULL, or ENOSPC), also when wrapped. */
export function isDiskFull(err: unknown, depth = 0): boolean {
  if (!err || depth > 3) return false;
  const e = err as { message?: string; cause?: unknown; errorResponse?: unknown; errmsg?: string };
  if (/database or disk is full|SQLITE_FULL|no space left on device|ENOSPC/i.test(`${e.message ?? ""} ${e.errmsg ?? ""}`)) return true;
  return isDiskFull(e.cause, depth + 1) || isDiskFull(e.errorResponse, depth + 1);
}

const globalForDisk = globalThis as unknown as { __diskFullLogged?: boolean };

/** Logs a full disk once (until a write succeeds again), not once per refused request. */
export function noteDiskFull(full: boolean): void {
  if (full && !globalForDisk.__diskFullLogged) console.error("[db] the database's disk is full: writes are refused (503) until space is freed");
  if (!full && globalForDisk.__diskFullLogged) console.log("[db] the database accepts writes again");
  globalForDisk.__diskFullLogged = full;
}

/**
 * /api/health's check: a round trip, and a write that needs new space (a
 * 4 KB document, inserted and deleted again), so a database that answers but
 * cannot store anything more (a full disk) is reported as failing too.
 */
export async function pingDatabase(db?: import("mongodb").Db, options: { write?: boolean } = {}): Promise<void> {
  const target = db ?? (await connectToDatabase()).connection.db;
  if (!target) throw new DatabaseUnavailableError();
  try {
    await target.admin().command({ ping: 1 }, { timeoutMS: SERVER_SELECTION_TIMEOUT_MS });
    if (options.write === false) return;
    const probe = target.collection<{ _id: string; at: Date; room: string }>("health");
    const _id = `write-probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await probe.insertOne({ _id, at: new Date(), room: " ".repeat(4096) });
    await probe.deleteOne({ _id });
    noteDiskFull(false);
  } catch (err) {
    if (isDiskFull(err)) noteDiskFull(true);
    throw isDatabaseDown(err) ? new DatabaseUnavailableError(err) : err;
  }
}
