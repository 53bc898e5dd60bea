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

type Db = { uri: string; stop: () => Promise<void>; child: import("node:child_process").ChildProcess };

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
  let db: Db | null = await startEmbeddedDb({ dir, quiet: true });
  const dbUri = db!.uri;

  const control: Server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === "POST" && req.url === "/stop") {
          await db?.stop();
          db = null;
        } else if (req.method === "POST" && req.url === "/start") {
          db ??= await startEmbeddedDb({ dir, quiet: true });
        } else if (req.method === "POST" && (req.url === "/pause" || req.url === "/resume")) {
          // A hung database: the process stops answering but keeps its socket and connections open.
          db?.child.kill(req.url === "/pause" ? "SIGSTOP" : "SIGCONT");
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ running: db !== null }));
      } catch (err) {
        res.writeHead(500).end(String(err));
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

  return async () => {
    await next.stop();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
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
  }
}
