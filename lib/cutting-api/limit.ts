/**
 * Rate limit of POST /api/cutting/plan: per client address, in process memory.
 * Planning keeps no shared state, so nothing needs the database here, and a
 * limiter that costs a database round trip would cost more than a small plan.
 * Sliding-window log per client; the map is bounded (oldest clients dropped).
 *
 *   RATE_LIMIT_PLAN_MAX             plans per client per window  (600)
 *   RATE_LIMIT_PLAN_WINDOW_SECONDS  window                       (600)
 *
 * 600 per 10 minutes: a page re-planning as someone types (debounced, at most
 * about one request a second) never meets it, and a script can plan a few
 * hundred lists one after another. A max of 0 disables the rule.
 */
import "server-only";
import { TooManyRequestsError } from "@/lib/errors";
import type { LimitRule } from "@/lib/rate-limit/config";

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  console.warn(`[rate-limit] ignoring ${name}=${JSON.stringify(raw)} (expected an integer ${min}..${max}); using ${fallback}`);
  return fallback;
}

export function planIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "plan-ip",
    max: intFromEnv(env, "RATE_LIMIT_PLAN_MAX", 600, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_PLAN_WINDOW_SECONDS", 600, 1, 86_400) * 1000,
  };
}

/** Most clients tracked at once; beyond it the least recently seen are forgotten. */
const MAX_CLIENTS = 10_000;
const hits = new Map<string, number[]>();

/** Records one plan for `client`, or throws 429 with Retry-After when the window is full. */
export function hitPlanLimit(client: string, rule: LimitRule = planIpRule(), now = Date.now()): void {
  if (rule.max <= 0) return;
  const since = now - rule.windowMs;
  const log = (hits.get(client) ?? []).filter((t) => t > since);
  if (log.length >= rule.max) {
    hits.set(client, log);
    // Allowed again once the oldest attempt in the window leaves it.
    throw new TooManyRequestsError(Math.max(1, Math.ceil((log[0] + rule.windowMs - now) / 1000)));
  }
  log.push(now);
  hits.delete(client); // re-insert: Map order is least recently seen first
  hits.set(client, log);
  if (hits.size > MAX_CLIENTS) hits.delete(hits.keys().next().value as string);
}
