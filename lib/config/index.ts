/**
 * Every environment variable the server reads, parsed and validated in one
 * place (zod), with its default. Server code only (route handlers, lib/,
 * scripts): the business facts (NEXT_PUBLIC_*) are inlined into the browser's
 * bundles by Next.js and read in lib/site/site.ts, which must stay free of zod to
 * keep the JavaScript of `/` small.
 *
 * - `config()` gives the parsed values. A value that does not parse is replaced
 *   by its default and named once in a warning, so one bad variable never takes
 *   a running site down mid-request.
 * - `assertValidConfig()` runs when a server starts (instrumentation.ts) and
 *   refuses to start with every problem listed by variable name, so a typo in
 *   production is found at deploy time instead of being silently ignored.
 */
import { availableParallelism } from "node:os";
import { z } from "@/lib/validation/z";
import { ConfigurationError } from "@/lib/errors";
import { parseBackupTarget } from "./backup-target.mjs";

type Env = Record<string, string | undefined>;

/** An integer in [min, max]; empty or unset = the default. */
function int(fallback: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z.coerce
        .number<string>({ error: "must be a number" })
        .int({ error: "must be a whole number" })
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` })
        .optional(),
    )
    .transform((v) => v ?? fallback);
}

function text() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** 0 = do not trust X-Forwarded-For; N = that many proxies in front of the site ("true"/"yes" = 1). */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => (!v || v === "false" || v === "no" ? "0" : v === "true" || v === "yes" ? "1" : v))
  .pipe(
    z.coerce
      .number<string>({ error: "must be a number, true or false" })
      .int({ error: "must be a whole number" })
      .min(0)
      .max(10, { error: "must be at most 10" }),
  );

const url = (fallback: string) =>
  text()
    .pipe(z.url({ error: "must be an absolute URL such as https://www.example.in" }).optional())
    .transform((v) => v ?? fallback);

const shape = {
  /** A MongoDB connection string; unset = the database is not configured (the launchers start the embedded one). */
  MONGODB_URI: text().pipe(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, { error: "must start with mongodb:// or mongodb+srv://" })
      .optional(),
  ),
  MONGODB_DB: text(),
  /** Checked for presence and length where tokens are signed (lib/auth/secret.ts). */
  AUTH_SECRET: z.string().optional(),
  SITE_URL: url("http://localhost:3000"),
  /** Where the build is (next.config.ts sets it for a second build beside the first); unset = .next. */
  NEXT_DIST_DIR: text().transform((v) => v ?? ".next"),
  TRUST_PROXY: proxyHops,
  /** The site server's port and address (scripts/site-server.mjs); an instance calls itself there (lib/site-pages/changes.ts). */
  PORT: int(3000, 1, 65535),
  HOST: text().transform((v) => v ?? "0.0.0.0"),
  UPLOADS_DIR: text(),
  /** Tests only: a file that gets one line per database query (tests/api/hot-queries.test.ts). */
  DB_QUERY_LOG: text(),
  SEED_ON_START: z
    .enum(["true", "false", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => v !== "false"),
  SERVICES_CACHE_MS: int(5000, 0, 300_000),
  /** How long the last good services list is served while the database cannot be read (lib/services/read.ts). */
  SERVICES_STALE_MS: int(900_000, 0, 86_400_000),
  /** "1" mounts /api/bench/constant, the API benchmark's baseline (never in production). */
  BENCH_ROUTES: z
    .enum(["1", "0", ""], { error: "must be 1 or 0" })
    .optional()
    .transform((v) => v === "1"),
  BCRYPT_COST: int(10, 10, 12),
  BCRYPT_MAX_CONCURRENCY: int(Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 16),
  BCRYPT_MAX_QUEUE: int(100, 0, 10_000),
  /** Password hashes one client may have waiting; waiters are served round robin per client. */
  BCRYPT_MAX_QUEUE_PER_CLIENT: int(8, 1, 10_000),
  /** 0 = hash on the main thread (no worker threads). */
  BCRYPT_WORKERS: int(1, 0, 1),
  /** Password guesses: see lib/rate-limit/config.ts and docs/SECURITY.md. */
  RATE_LIMIT_LOGIN_MAX: int(5, 0, 100_000),
  RATE_LIMIT_LOGIN_IP_SLOW: int(5, 0, 100_000),
  RATE_LIMIT_LOGIN_IP_MAX: int(20, 0, 100_000),
  RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: int(60, 1, 3600),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: int(900, 1, 86_400),
  RATE_LIMIT_SIGNUP_MAX: int(10, 0, 100_000),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: int(3600, 1, 86_400),
  RATE_LIMIT_ENQUIRY_MAX: int(5, 0, 100_000),
  RATE_LIMIT_ENQUIRY_WINDOW_SECONDS: int(600, 1, 86_400),
  /** Wrong station-phone pairing codes per client address per 15 minutes (issue 51). */
  RATE_LIMIT_PAIR_MAX: int(10, 0, 100_000),
  /** Lifetime of the access token handed to the page (lib/auth/session.ts). */
  ACCESS_TOKEN_TTL_SECONDS: int(600, 60, 3600),
  /** New orders per client per hour (behind a trusted proxy), and site-wide without one. */
  RATE_LIMIT_ORDER_MAX: int(20, 0, 1_000_000),
  RATE_LIMIT_ORDER_SHARED_MAX: int(200, 0, 1_000_000),
  /** Order lookups (the order page, GET and PATCH /api/orders/{reference}) per client per 10 minutes, and site-wide. */
  RATE_LIMIT_ORDER_VIEW_MAX: int(300, 0, 1_000_000),
  RATE_LIMIT_ORDER_VIEW_SHARED_MAX: int(3000, 0, 1_000_000),
  /** The same lookups by a staff account, per account per 10 minutes: the office confirms and moves orders all day from one address. */
  RATE_LIMIT_STAFF_ORDER_VIEW_MAX: int(3000, 0, 1_000_000),
  /** Estimates per client per 10 minutes (the cut-list page asks again as the list changes), and site-wide. */
  RATE_LIMIT_ESTIMATE_MAX: int(300, 0, 1_000_000),
  RATE_LIMIT_ESTIMATE_SHARED_MAX: int(3000, 0, 1_000_000),
  /** Cut plans per client address per window (POST /api/cutting/plan; in process memory). */
  RATE_LIMIT_PLAN_MAX: int(600, 0, 100_000),
  RATE_LIMIT_PLAN_WINDOW_SECONDS: int(600, 1, 86_400),
  /** Site-wide ceiling when there is no trusted proxy (every visitor shares one client key). */
  RATE_LIMIT_PLAN_SHARED_MAX: int(6000, 0, 1_000_000),
  /** Worker threads that run the optimiser for the API (0: one fewer than the CPU cores, at least 1). */
  PLAN_THREADS: int(0, 0, 16),
  /** Plans waiting for a thread, in all and from one client, before the API answers 503. */
  PLAN_MAX_QUEUE: int(32, 1, 10_000),
  PLAN_MAX_QUEUE_PER_CLIENT: int(4, 1, 10_000),
  /** Orders being placed that wait for a plan, in all and from one client: a line of their own, served first. */
  PLAN_MAX_ORDER_QUEUE: int(64, 1, 10_000),
  PLAN_MAX_ORDER_QUEUE_PER_CLIENT: int(8, 1, 10_000),
  /** The smallest offcut the workshop keeps: both sides at least this many mm (lib/rack/offcuts.ts). */
  OFFCUT_MIN_MM: int(300, 100, 1220),
  /**
   * Where the books are backed up (issue 37; lib/config/backup-target.mjs): file:///folder, s3://bucket/path,
   * sftp://user@host/path, gs://…, abs://…; unset = .data/backup on the database's own disk (warned about).
   * The launcher runs the backup; the site only checks the value and shows the backup's state.
   */
  BACKUP_URL: text().superRefine((v, ctx) => {
    try {
      parseBackupTarget(v, { env: process.env });
    } catch (err) {
      ctx.addIssue({ code: "custom", message: (err as Error).message.replace(/^BACKUP_URL(=\S*)? ?/, "") });
    }
  }),
  /** An S3-compatible store that is not AWS: its address (http or https). */
  BACKUP_S3_ENDPOINT: text().pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, { error: "must be an http(s) address such as https://s3.example.com" })
      .optional(),
  ),
  BACKUP_S3_REGION: text(),
  /** Written by the launcher (scripts/lib/backup.mjs): the backup's state, read by /api/health and the console. */
  BACKUP_STATUS_FILE: text(),
  /** Left by `npm run db:restore` in the database's folder; the launcher names it (scripts/serve.mjs, issue 56). */
  RESTORE_MARKER_FILE: text(),
} satisfies Record<string, z.ZodType<unknown, string | undefined>>;

type Shape = typeof shape;
export type Config = { [K in keyof Shape]: z.output<Shape[K]> };
export const CONFIG_VARIABLES = Object.keys(shape) as (keyof Shape)[];

/** Parses every variable; a bad one gets its default and a line in `problems`. */
export function parseConfig(env: Env = process.env): { config: Config; problems: string[] } {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of CONFIG_VARIABLES) {
    const schema = shape[name] as z.ZodType<unknown, string | undefined>;
    const parsed = schema.safeParse(env[name]);
    if (parsed.success) out[name] = parsed.data;
    else {
      problems.push(`${name}=${JSON.stringify(env[name])} ${parsed.error.issues[0]?.message ?? "is not valid"}`);
      out[name] = schema.parse(undefined);
    }
  }
  if (env.AUTH_SECRET && new TextEncoder().encode(env.AUTH_SECRET).byteLength < 32) {
    problems.push("AUTH_SECRET is too short: it must be at least 32 bytes");
  }
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET is not set (required in production: a random string of at least 32 bytes, e.g. `openssl rand -base64 48`)");
  }
  return { config: out as Config, problems };
}

let cached: { key: string; config: Config } | null = null;
const warned = new Set<string>();

/**
 * The parsed configuration. Re-parsed only when a variable changed (tests and
 * scripts set process.env at run time), so calling it per request is cheap.
 */
export function config(env: Env = process.env): Config {
  const key = CONFIG_VARIABLES.map((n) => env[n] ?? "\u0000").join("\u0001");
  if (env === process.env && cached?.key === key) return cached.config;
  const { config: parsed, problems } = parseConfig(env);
  for (const p of problems) {
    if (warned.has(p) || p.startsWith("AUTH_SECRET")) continue;
    warned.add(p);
    console.warn(`[config] ignoring ${p}; using the default`);
  }
  if (env === process.env) cached = { key, config: parsed };
  return parsed;
}

/** Start-up check: throws one error naming every variable that is wrong. */
export function assertValidConfig(env: Env = process.env): Config {
  const { config: parsed, problems } = parseConfig(env);
  if (problems.length) {
    throw new ConfigurationError(`Invalid environment:\n  - ${problems.join("\n  - ")}`);
  }
  return parsed;
}

/** Whether SITE_URL is given at all (else links name the host a request came in at: lib/orders/origin.ts). */
export const siteUrlIsSet = (env: Env = process.env): boolean => !!env.SITE_URL?.trim();
