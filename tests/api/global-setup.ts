import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { TEST_SERVER_ENV } from "./test-env";
// @ts-expect-error: plain ESM helpers without types
import { freePort, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error: plain ESM helpers without types
import { ensureBuild, startNext } from "../../scripts/lib/site-process.mjs";
// @ts-expect-error: plain ESM helpers without types
import { startReplicaSet } from "../../scripts/lib/replica-set.mjs";

type Db = { uri: string; stop: () => Promise<void>; children: import("node:child_process").ChildProcess[] };
type ReplicaSet = {
  uri: string;
  stop: () => Promise<void>;
  kill: (i: number) => Promise<void>;
  start: (i: number) => Promise<void>;
  primary: () => Promise<number | null>;
  elected: () => Promise<number>;
  settled: () => Promise<boolean>;
  children: import("node:child_process").ChildProcess[];
};

/** Where the API tests' database runs: the embedded one (the default), or `TEST_DB=replica-set`: three mongod members (issue 68). */
export const REPLICA_SET_RUN = process.env.TEST_DB === "replica-set";

async function startDb(dir: string): Promise<Db & { set?: ReplicaSet }> {
  if (REPLICA_SET_RUN) {
    const set: ReplicaSet = await startReplicaSet({ dir, quiet: !process.env.DEBUG_DB });
    return { uri: set.uri, stop: set.stop, children: set.children, set };
  }
  const db = await startEmbeddedDb({ dir, quiet: true });
  return { uri: db.uri, stop: db.stop, children: [db.child] };
}

const AUTH_SECRET = "api-tests-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/**
 * Starts a fresh embedded database (temporary directory; reached through its
 * Unix socket) and the production server for the API tests. Tests reach the server over HTTP only. The
 * database is owned by this process; a test can stop and restart it through
 * the small control server (`dbControlUrl` + /stop or /start), so that it keeps
 * running for the files after it and is always stopped at the end.
 */
export default async function setup(project: TestProject) {
  if (!process.env.SKIP_BUILD) ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "panels-api-db-"));
  let db: (Db & { set?: ReplicaSet }) | null = await startDb(dir);
  const dbUri = db.uri;
  let stoppedSet: ReplicaSet | null = null;

  const control: Server = createServer((req, res) => {
    void (async () => {
      const asked = Date.now();
      res.on("finish", () => {
        if (process.env.DEBUG_SERVER) console.error(`[db control] ${req.url} took ${Date.now() - asked} ms`);
      });
      try {
        if (req.method === "POST" && req.url === "/stop") {
          await db?.stop();
          if (db?.set) stoppedSet = db.set;
          db = null;
        } else if (req.method === "POST" && req.url === "/start") {
          if (!db && stoppedSet) {
            // The same members on the same ports and data: the site's URI stays right.
            const set = stoppedSet;
            await Promise.all(set.children.map((_, i) => set.start(i)));
            await set.elected();
            await set.settled();
            db = { uri: set.uri, stop: set.stop, children: set.children, set };
            stoppedSet = null;
          }
          db ??= await startDb(dir);
        } else if (req.method === "POST" && (req.url === "/pause" || req.url === "/resume")) {
          // A hung database: the process stops answering but keeps its socket and connections open.
          for (const child of db?.children ?? []) child.kill(req.url === "/pause" ? "SIGSTOP" : "SIGCONT");
        } else if (req.method === "POST" && req.url === "/kill-primary" && db?.set) {
          // A primary that dies (kill -9): answers which member it was, once another is elected or not.
          await db.set.settled();
          const was = await db.set.primary();
          if (was === null) throw new Error("no primary to kill");
          await db.set.kill(was);
          res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ killed: was }));
          return;
        } else if (req.method === "POST" && req.url?.startsWith("/start-member/") && db?.set) {
          await db.set.start(Number(req.url.slice("/start-member/".length)));
        } else if (req.method === "POST" && req.url === "/settled" && db?.set) {
          await db.set.settled();
        } else if (req.method === "POST" && req.url === "/elected" && db?.set) {
          const primary = await db.set.elected();
          res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ primary }));
          return;
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ running: db !== null }));
      } catch (err) {
        if (process.env.DEBUG_SERVER) console.error(`[db control] ${req.url} failed: ${String(err)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end(String(err));
      }
    })();
  });
  const controlPort: number = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));

  const port: number = await freePort();
  const next = await startNext({
    port,
    host: "127.0.0.1",
    quiet: !process.env.DEBUG_SERVER,
    env: {
      NODE_ENV: "production",
      MONGODB_URI: dbUri,
      AUTH_SECRET,
      NEXT_TELEMETRY_DISABLED: "1",
      DB_QUERY_LOG: path.join(dir, "queries.log"),
      ...TEST_SERVER_ENV,
    },
  });
  project.provide("baseUrl", next.url);
  project.provide("dbDir", dir);
  project.provide("dbUri", dbUri);
  project.provide("authSecret", AUTH_SECRET);
  project.provide("dbControlUrl", `http://127.0.0.1:${controlPort}`);
  project.provide("queryLog", path.join(dir, "queries.log"));
  project.provide("replicaSet", REPLICA_SET_RUN);

  return async () => {
    await next.stop();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await db?.stop();
    if (process.env.KEEP_TEST_DB) console.info(`[api tests] the database is kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dbDir: string;
    dbUri: string;
    authSecret: string;
    dbControlUrl: string;
    /** Every query the server made, one JSON line each (lib/db/connect.ts, DB_QUERY_LOG). */
    queryLog: string;
    /** The run is on a three-member MongoDB replica set (`TEST_DB=replica-set`), not the embedded database. */
    replicaSet: boolean;
  }
}
