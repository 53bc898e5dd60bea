import "server-only";
import { isStaff } from "@/vocabulary/roles";
import { config } from "@/lib/config";
import { SHARED_CLIENT_KEY } from "@/lib/rate-limit/config";
import { hitLimit, type LimitRule } from "@/lib/rate-limit";
import { refusal } from "@/lib/i18n/refusal";

/**
 * Limits on new orders and on estimates, per client (through the shared
 * database limiter). Estimates run the optimiser, so they are limited too, but
 * generously: the cut-list page asks again as the list changes (debounced).
 * Without a trusted proxy every visitor shares one key, so the site-wide
 * ceilings are higher.
 *
 *   RATE_LIMIT_ORDER_MAX / RATE_LIMIT_ORDER_SHARED_MAX         new orders per hour (20 / 200)
 *   RATE_LIMIT_ESTIMATE_MAX / RATE_LIMIT_ESTIMATE_SHARED_MAX   estimates per 10 minutes (300 / 3000)
 *   RATE_LIMIT_ORDER_VIEW_MAX / RATE_LIMIT_ORDER_VIEW_SHARED_MAX  order lookups (page, API, changes) per 10 minutes (300 / 3000):
 *     one every two seconds for ten minutes, which a customer reloading their order page never reaches
 *   RATE_LIMIT_STAFF_ORDER_VIEW_MAX                               the same lookups by a staff account, per account (3000):
 *     staff are counted apart from the public, so a busy office behind one address is never throttled by it
 */
/** A per-client rule, or its site-wide sibling when there is no trusted proxy to tell clients apart. */
function clientRule(clientKey: string, name: string, max: number, sharedMax: number, windowMs: number): LimitRule {
  const shared = clientKey === SHARED_CLIENT_KEY;
  return { name: `${name}-${shared ? "shared" : "ip"}`, max: shared ? sharedMax : max, windowMs };
}

export function orderRule(clientKey: string): LimitRule {
  return clientRule(clientKey, "order", config().RATE_LIMIT_ORDER_MAX, config().RATE_LIMIT_ORDER_SHARED_MAX, 60 * 60 * 1000);
}

export function estimateRule(clientKey: string): LimitRule {
  return clientRule(clientKey, "estimate", config().RATE_LIMIT_ESTIMATE_MAX, config().RATE_LIMIT_ESTIMATE_SHARED_MAX, 10 * 60 * 1000);
}

/** Counts one new order for the client (a replayed submission is answered before this and never counted). */
export const hitOrderLimit = (clientKey: string) => hitLimit(orderRule(clientKey), clientKey, refusal("tooManyOrders"));
export const hitEstimateLimit = (clientKey: string) => hitLimit(estimateRule(clientKey), clientKey, refusal("tooManyEstimates"));

export function orderViewRule(clientKey: string): LimitRule {
  const c = config();
  return clientRule(clientKey, "order-view", c.RATE_LIMIT_ORDER_VIEW_MAX, c.RATE_LIMIT_ORDER_VIEW_SHARED_MAX, 10 * 60 * 1000);
}

export function staffOrderViewRule(): LimitRule {
  return { name: "order-view-staff", max: config().RATE_LIMIT_STAFF_ORDER_VIEW_MAX, windowMs: 10 * 60 * 1000 };
}

/**
 * Counts one lookup of an order (its page, GET or PATCH of the API): orders need no sign-in, so lookups are limited
 * per client address; a staff account's lookups count against its own, larger limit instead (issue 38).
 */
export const hitOrderViewLimit = (clientKey: string, user?: { _id: string; role: string } | null) =>
  isStaff(user?.role)
    ? hitLimit(staffOrderViewRule(), `staff:${user._id}`, refusal("tooManyLookupsAccount"))
    : hitLimit(orderViewRule(clientKey), clientKey, refusal("tooManyLookups"));
