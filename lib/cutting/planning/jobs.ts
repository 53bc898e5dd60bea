/**
 * The planning jobs the server hands to its worker threads, and the one
 * function that runs them. Pure (no `server-only`: a worker thread is not a
 * React server environment), so the thread and the tests share it.
 */
import { planCuts, planStock } from "@/lib/cutting/engine";
import type { Plan, PlanInput, PlanOptions, StockPlanInput } from "@/lib/cutting/engine/types";
import type { CutList } from "@/lib/cutting/list/types";
import { planByMaterial, type MaterialPlan, type PlanByMaterialOptions, type PlanProblems } from "@/lib/cutting/list/by-material";
import type { Catalog } from "@/lib/cutting/list/materials";

export type PlanJob =
  | { kind: "cuts"; input: PlanInput; options: PlanOptions }
  | { kind: "stock"; input: StockPlanInput; options: PlanOptions }
  | { kind: "by-material"; cutList: CutList; catalog: Catalog; options: PlanByMaterialOptions };

export type PlanJobResult<J extends PlanJob> = J extends { kind: "cuts" | "stock" } ? Plan : { plans: MaterialPlan[]; problems: PlanProblems };

export function runPlanJob(job: PlanJob): Plan | { plans: MaterialPlan[]; problems: PlanProblems } {
  switch (job.kind) {
    case "cuts":
      return planCuts(job.input, job.options);
    case "stock":
      return planStock(job.input, job.options);
    case "by-material":
      return planByMaterial(job.cutList, job.catalog, job.options);
  }
}

/** Messages between the pool and a thread. */
export interface JobMessage {
  id: number;
  job: PlanJob;
}
export type ReplyMessage = { id: number; ok: true; result: ReturnType<typeof runPlanJob> } | { id: number; ok: false; message: string };
