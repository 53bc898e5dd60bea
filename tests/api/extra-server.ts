import { inject } from "vitest";
import { TEST_SERVER_ENV } from "./test-env";
// @ts-expect-error: plain ESM helpers without types
import { freePort } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error: plain ESM helpers without types
import { startNext } from "../../scripts/lib/site-process.mjs";

export type ExtraServer = { url: string; stop: () => Promise<void> };

/**
 * One more site server (scripts/site-server.mjs, what `npm start` runs) on a
 * free port, on the test database, with the main test server's settings and
 * `extra` on top. DEBUG_SERVER=1 shows its output.
 */
export async function startExtraServer(extra: Record<string, string> = {}): Promise<ExtraServer> {
  return startNext({
    port: await freePort(),
    host: "127.0.0.1",
    quiet: !process.env.DEBUG_SERVER,
    env: {
      NODE_ENV: "production",
      MONGODB_URI: inject("dbUri"),
      AUTH_SECRET: inject("authSecret"),
      NEXT_TELEMETRY_DISABLED: "1",
      SEED_ON_START: "false",
      TRUST_PROXY: "",
      ...TEST_SERVER_ENV,
      ...extra,
    },
  });
}
