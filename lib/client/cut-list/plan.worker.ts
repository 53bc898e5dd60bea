/// <reference lib="webworker" />
/**
 * The cut-list page's optimiser thread: the same lib/cutting the API runs,
 * off the main thread so typing never waits for a plan. One message in
 * ({id, jobs}), one out ({id, results}); a newer request simply follows.
 */
import { planInput } from "@/lib/cutting/list/plan-input";
import type { PlanRequestMessage, PlanResultMessage } from "./plan-messages";

/** Whole-list budget, shared between materials (each still gets a useful minimum). */
const LIST_BUDGET_MS = 1500;

self.onmessage = (event: MessageEvent<PlanRequestMessage>) => {
  const { id, jobs } = event.data;
  const each = Math.max(250, Math.floor(LIST_BUDGET_MS / Math.max(1, jobs.length)));
  const results = jobs.map((job) => {
    // A plan that can use other pieces gets most of the time; the full-boards plan it is compared with, the rest.
    const plan = planInput(job.input, job.full ? Math.ceil(each * 0.75) : each);
    if (!job.full) return { material: job.material, plan };
    return { material: job.material, plan, full: planInput(job.full, Math.ceil(each / 4)) };
  });
  const message: PlanResultMessage = { id, results };
  (self as unknown as Worker).postMessage(message);
};
