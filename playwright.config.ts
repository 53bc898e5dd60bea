import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error: plain ESM helper without types (one list of Chromium flags for tests, bench and icons)
import { chromiumArgs } from "./scripts/lib/measure-js.mjs";
// @ts-expect-error: plain ESM helper without types (the embedded database's socket, as embeddedDbLocation() finds it)
import { socketOf, socketUri } from "./scripts/lib/db-location.mjs";

/**
 * A port nobody listens on, found synchronously (the config cannot await): a
 * child Node process binds port 0 and prints what the system gave it.
 */
function freePort(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

// A free port unless E2E_PORT says otherwise, so the suite runs beside another copy of the site
// (the database listens on a socket in its own folder, so it needs no port).
// Written back to the environment: Playwright's workers load this file again and must agree with it.
process.env.E2E_PORT ||= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;
// A fresh database per run; the directory name is stable for the config's lifetime.
const dbDir = process.env.E2E_DB_DIR || mkdtempSync(path.join(tmpdir(), "panels-e2e-db-"));
process.env.E2E_DB_DIR = dbDir;
// The specs that write accounts straight into the database connect through its socket.
process.env.E2E_MONGODB_URI ||= socketUri(socketOf(path.resolve(dbDir)));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // 45 s: on a machine half as fast as usual (stop 49's, whose whole suite took twice as long), tests on this
  // default took up to 19 s; a test that needs more says so.
  timeout: 45_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The offline worker is tested in e2e/offline.spec.ts, which allows it; elsewhere it would answer pages from its
    // cache and hide requests from page.route (docs/OFFLINE.md).
    serviceWorkers: "block",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          EMBEDDED_DB_DIR: dbDir,
          AUTH_SECRET: "e2e-tests-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
          NEXT_TELEMETRY_DISABLED: "1",
          // Every browser test comes from 127.0.0.1: raise the per-address limits (the API tests check the real ones,
          // from many loopback addresses). The per-account rules stay as they are.
          RATE_LIMIT_SIGNUP_MAX: "1000",
          RATE_LIMIT_LOGIN_IP_SLOW: "1000",
          RATE_LIMIT_LOGIN_IP_MAX: "1000",
          RATE_LIMIT_ENQUIRY_MAX: "1000",
          RATE_LIMIT_ORDER_VIEW_MAX: "5000",
          // The suite places more than the real 20 orders an hour from its one address (tests/api checks that limit).
          RATE_LIMIT_ORDER_MAX: "1000",
          BCRYPT_MAX_QUEUE_PER_CLIENT: "100",
        },
      },
});
