/**
 * Rate limit of POST /api/cutting/plan: per client address, in process memory.
 * Planning keeps no shared state, so nothing needs the database here, and a
 * limiter that costs a database round trip would cost more than a small plan.
 * Sliding-window log per client; the map is bounded (oldest clients dropped).
 * Thresholds come from lib/config/index.ts:
 *
 *   RATE_LIMIT_PLAN_MAX             plans per client per window  (600)
 *   RATE_LIMIT_PLAN_WINDOW_SECONDS  window                       (600)
 *   RATE_LIMIT_PLAN_SHARED_MAX      site-wide without a trusted proxy (6000)
 *
 * 600 per 10 minutes: a page re-planning as someone types (debounced, at most
 * about one request a second) never meets it, and a script can plan a few
 * hundred lists one after another. A max of 0 disables the rule.
 */
import "server-only";
import { config } from "@/lib/config";
import { TooManyRequestsError } from "@/lib/errors";
import { SHARED_CLIENT_KEY } from "@/lib/rate-limit/config";
import type { LimitRule } from "@/lib/rate-limit/config";

/** Without a trusted proxy every visitor shares one client key (lib/http/client-ip.ts): a site-wide ceiling instead. */
export function planIpRule(clientKey: string, env?: NodeJS.ProcessEnv): LimitRule {
  const c = config(env);
  const shared = clientKey === SHARED_CLIENT_KEY;
  return {
    name: shared ? "plan-shared" : "plan-ip",
    max: shared ? c.RATE_LIMIT_PLAN_SHARED_MAX : c.RATE_LIMIT_PLAN_MAX,
    windowMs: c.RATE_LIMIT_PLAN_WINDOW_SECONDS * 1000,
  };
}

/** Most clients tracked at once; beyond it the least recently seen are forgotten. */
const MAX_CLIENTS = 10_000;
const hits = new Map<string, number[]>();

/** Records one plan for `client`, or throws 429 with Retry-After when the window is full. */
export function hitPlanLimit(client: string, rule: LimitRule = planIpRule(client), now = Date.now()): void {
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
