// The environment of the site server every benchmark starts: production, on its own
// database, a fixed secret (the benchmark's accounts live only as long as its database).
export const BENCH_AUTH_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** `extra` on top, e.g. limits turned off for a flood that must reach the code behind them. */
export function benchSiteEnv(mongodbUri, extra = {}) {
  return { NODE_ENV: "production", MONGODB_URI: mongodbUri, AUTH_SECRET: BENCH_AUTH_SECRET, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}
