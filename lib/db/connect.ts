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

/** True for a URI that names a replica set (`replicaSet=`) or Atlas's DNS seed list (`mongodb+srv://`, always a set). */
export function isReplicatedUri(uri: string): boolean {
  return uri.startsWith("mongodb+srv://") || /[?&]replicaSet=/.test(uri);
}

/**
 * On a replica set: reads and writes retried once across an election (the driver's retryable reads and writes), and
 * every write acknowledged by a majority of the members, so a write answered 201 survives the primary's death (a
 * write only the old primary held would be rolled back when it rejoins). `wtimeoutMS` bounds the wait for the
 * majority; a write that times out is a 503 (isDatabaseDown) and the client's retry is deduplicated by its key.
 * On the embedded database: no retries (one server) and its default acknowledgement. docs/SCALE.md.
 */
export function replicationOptions(uri: string): mongoose.ConnectOptions {
  return isReplicatedUri(uri)
    ? {
        retryReads: true,
        retryWrites: true,
        writeConcern: { w: "majority", wtimeoutMS: WAIT_MS },
        // Members are checked every 2 s (the driver's default is 10 s): a set that comes back is seen soon.
        heartbeatFrequencyMS: 2_000,
        // A primary is waited for 4 s, then 503: with a retried write's second wait and a key's twin, a request
        // ends within 10 s during an election (issue 68; tests/api/failover.test.ts).
        serverSelectionTimeoutMS: 4_000,
      }
    : { retryReads: false, retryWrites: false };
}

/**
 * True when the driver reaches none of the database's servers (every one Unknown: a stopped embedded database, a
 * replica set with every member down). Each operation would then wait its whole server selection (5 s), and a
 * request that makes two would wait 10 s; it is refused at once instead (503), while the driver keeps looking. An
 * election is not this: the secondaries answer, and a write waits for the new primary (issue 68).
 */
function nothingReachable(): boolean {
  const servers = knownServers();
  return !!servers && servers.length > 0 && servers.every((type) => type === "Unknown");
}

/** The kinds of server the driver knows now (RSPrimary, RSSecondary, Standalone, Unknown…), or null before a connection. */
function knownServers(): string[] | null {
  const client = mongoose.connection.getClient?.() as unknown as
    { topology?: { description?: { servers?: Map<string, { type: string }> } } } | undefined;
  const servers = client?.topology?.description?.servers;
  return servers ? [...servers.values()].map((s) => s.type) : null;
}

/** A replica set between primaries, as the driver sees it: members answer (secondaries), none is primary. */
export function electionUnderway(): boolean {
  const servers = knownServers();
  return !!servers && servers.includes("RSSecondary") && !servers.includes("RSPrimary");
}

/**
 * True when a write could be sent now: the driver knows a primary (or the one server). A clean-up after a failed
 * request (a lock's release, a key given back) asks this first and, when there is none, runs after the outage
 * (lib/db/after-outage.ts) instead of holding the request for a server selection.
 */
export function canWriteNow(): boolean {
  const servers = knownServers();
  return !servers || servers.some((type) => type === "RSPrimary" || type === "Standalone" || type === "Mongos" || type === "LoadBalancer");
}

/**
 * While nothing is reachable, one short ping at a time (shared by the requests that arrive meanwhile) asks the
 * driver to look again: it answers within a second, so a database that came back is used at once and one that is
 * still away costs a request a second, not its whole server selection per operation.
 */
let lookingAgain: Promise<void> | null = null;
async function reachableAgain(): Promise<void> {
  if (!nothingReachable()) return;
  lookingAgain ??= (async () => {
    try {
      await mongoose.connection.db!.admin().command({ ping: 1 }, { timeoutMS: 1_000 });
    } finally {
      lookingAgain = null;
    }
  })();
  await lookingAgain.catch((err) => {
    throw new DatabaseUnavailableError(err);
  });
}

export async function connectToDatabase(): Promise<typeof mongoose> {
  if (cached.conn && mongoose.connection.readyState === 1) {
    await reachableAgain();
    return cached.conn;
  }
  if (!cached.promise) {
    cached.promise = mongoose
      .connect(databaseUri(), {
        bufferCommands: false,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        connectTimeoutMS: WAIT_MS,
        waitQueueTimeoutMS: WAIT_MS,
        // Fail a hung operation instead of holding the request when the server stops answering.
        socketTimeoutMS: WAIT_MS,
        // The embedded database is one server with no failover: a retry after a time-out would only double the wait.
        // A replica set (MongoDB, Atlas) retries a read or a write once on the newly elected primary (issue 68).
        ...replicationOptions(databaseUri()),
        maxPoolSize: 20,
        dbName: config().MONGODB_DB,
      })
      .then(async (m) => {
        watchForNoPrimary(m.connection.getClient());
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
  await reachableAgain();
  return cached.conn;
}

/**
 * When the driver last saw the database with nothing to write to (an election, every member away), or saw a primary
 * again after that (its first writes wait for the set to catch up with it); 0: never.
 */
let noPrimarySince = 0;

const primaryless = (type: string) => type === "ReplicaSetNoPrimary" || type === "Unknown";

function watchForNoPrimary(client: {
  on(
    event: "topologyDescriptionChanged",
    listener: (e: { previousDescription: { type: string }; newDescription: { type: string } }) => void,
  ): unknown;
}) {
  client.on("topologyDescriptionChanged", ({ previousDescription, newDescription }) => {
    if (primaryless(newDescription.type) || primaryless(previousDescription.type)) noPrimarySince = Date.now();
  });
}

/**
 * True when a request that began `ms` ago may have been held by the database: it has nothing to write to now, or had
 * not at some moment since (the route wrapper's deadline, lib/http/handler.ts).
 */
export function databaseTroubledWithin(ms: number): boolean {
  return !canWriteNow() || Date.now() - noPrimarySince <= ms;
}

/**
 * The server's codes for "no primary just now" (MongoDB's error_codes.yml): NotWritablePrimary, NotPrimaryNoSecondaryOk,
 * NotPrimaryOrSecondary, InterruptedDueToReplStateChange, PrimarySteppedDown, WriteConcernFailed (64: no majority
 * in time). The driver retries a retryable write once on them; what still fails is a 503, never a 500.
 */
const ELECTION_CODES = new Set([10107, 13435, 13436, 11602, 189, 91, 64]);

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
  // A replica set between primaries (an election, a step-down) or a write a majority did not acknowledge in time.
  if (e.name === "MongoWriteConcernError" || (typeof e.code === "number" && ELECTION_CODES.has(e.code))) return true;
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
