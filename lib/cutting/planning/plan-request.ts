/**
 * POST /api/cutting/plan's work: validate, answer identical requests from a
 * small in-process LRU cache, otherwise run the optimiser under a time limit
 * on a planning thread (lib/cutting-threads).
 */
import "server-only";
import { createHash } from "node:crypto";
import { Lru } from "@/lib/util/lru";
import type { Plan } from "@/lib/cutting/engine";
import { planOffThread } from "@/lib/cutting/planning/pool";
import { ValidationError } from "@/lib/errors";
import { fieldErrors } from "@/lib/validation/errors";
import { planJobInput, planRequestSchema, type PlanRequest } from "@/lib/cutting/schema";

/** Search budget: the first plan and the final polish run past it by up to ~0.4 s on a busy 2-core machine, so a 300-part job still answers within 2 s. */
export const PLAN_TIME_LIMIT_MS = 1000;
/**
 * Search budget of a plan on several board sizes (`stock`): the price is worth the wait (within 1%
 * of PackingSolver's at 5 s on the workshop's jobs, docs/PERFORMANCE.md), and each answer still
 * comes within 5 s.
 */
export const STOCK_PLAN_TIME_LIMIT_MS = 3000;
/** A 2,000-part request with long names and pretty-printing stays well below this. */
export const MAX_PLAN_JSON_BYTES = 1024 * 1024;
const cache = new Lru<string, Plan>(200);

export function parsePlanRequest(body: unknown): PlanRequest {
  const result = planRequestSchema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** Key of a parsed (normalised: defaults filled, names trimmed) request. */
function cacheKey(req: PlanRequest): string {
  return createHash("sha256").update(JSON.stringify(req)).digest("base64url");
}

/** `client` is the caller's address: the planning threads' queue is fair between clients. */
export async function planForRequest(req: PlanRequest, client: string): Promise<{ plan: Plan; cached: boolean }> {
  const key = cacheKey(req);
  const hit = cache.get(key);
  if (hit) return { plan: hit, cached: true };
  const job = planJobInput(req);
  const plan =
    job.kind === "stock"
      ? await planOffThread({ kind: "stock", input: job.input, options: { timeLimitMs: STOCK_PLAN_TIME_LIMIT_MS, seed: 1 } }, client)
      : await planOffThread({ kind: "cuts", input: job.input, options: { timeLimitMs: PLAN_TIME_LIMIT_MS, seed: 1 } }, client);
  cache.set(key, plan);
  return { plan, cached: false };
}
