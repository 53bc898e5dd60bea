// The environment of the site server every benchmark starts: production, on its own
// database, a fixed secret (the benchmark's accounts live only as long as its database).
import { freePort } from "../scripts/lib/embedded-db.mjs";
import { startNext } from "../scripts/lib/site-process.mjs";

export const BENCH_AUTH_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** `extra` on top, e.g. limits turned off for a flood that must reach the code behind them. */
export function benchSiteEnv(mongodbUri, extra = {}) {
  return { NODE_ENV: "production", MONGODB_URI: mongodbUri, AUTH_SECRET: BENCH_AUTH_SECRET, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

/**
 * The rate limits a flood of the customers' and staff's own calls would meet, turned off (0): a benchmark that
 * measures the order book or the shop floor must reach the code, not the limiter (bench/api-load.mjs measures that).
 */
export const NO_CALL_LIMITS = Object.fromEntries(
  ["ORDER", "ORDER_SHARED", "ORDER_VIEW", "ORDER_VIEW_SHARED", "ESTIMATE", "ESTIMATE_SHARED", "SIGNUP", "LOGIN_IP", "LOGIN"].map((name) => [
    `RATE_LIMIT_${name}_MAX`,
    "0",
  ]),
);

/** The production site on a free loopback port, quiet, on `mongodbUri` with `extra` in its environment: `{url, stop}`. */
export async function startBenchSite(mongodbUri, extra = {}) {
  return startNext({ port: await freePort(), host: "127.0.0.1", quiet: true, env: benchSiteEnv(mongodbUri, extra) });
}
