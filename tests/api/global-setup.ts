import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helpers without types
import { freePort, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error: plain ESM helpers without types
import { ensureBuild, startNext } from "../../scripts/lib/site-process.mjs";

/**
 * Starts a fresh embedded database (temporary directory) and the production
 * server for the API tests. Tests reach the server over HTTP only; they may stop
 * and restart the database through the port and directory provided here.
 */
export default async function setup(project: TestProject) {
  if (!process.env.SKIP_BUILD) ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "panels-api-db-"));
  const dbPort: number = await freePort();
  const db = await startEmbeddedDb({ dir, port: dbPort, quiet: true });
  const port: number = await freePort();
  const next = await startNext({
    port,
    host: "127.0.0.1",
    quiet: !process.env.DEBUG_SERVER,
    env: {
      NODE_ENV: "production",
      MONGODB_URI: db.uri,
      AUTH_SECRET: "api-tests-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  project.provide("baseUrl", next.url);
  project.provide("dbDir", dir);
  project.provide("dbPort", dbPort);
  project.provide("dbUri", db.uri);
  project.provide("authSecret", "api-tests-secret-0123456789-abcdefghijklmnopqrstuvwxyz");

  return async () => {
    await next.stop();
    await db.stop();
    // A test may have restarted the database itself; make sure nothing is left on the port.
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dbDir: string;
    dbPort: number;
    dbUri: string;
    authSecret: string;
  }
}
