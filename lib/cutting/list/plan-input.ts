/**
 * Plans one material's input (single-size or on several boards) with the optimiser. Its own module so that the
 * page's main thread, which only builds inputs and draws plans (./plan-inputs.ts), never loads the optimiser:
 * only the planning worker and the server import this.
 */
import { planCuts, planStock } from "@/lib/cutting/engine";
import type { Plan, PlanInput, StockPlanInput } from "@/lib/cutting/engine/types";
import { isStockInput } from "./plan-inputs";

export function planInput(input: PlanInput | StockPlanInput, timeLimitMs: number): Plan {
  return isStockInput(input) ? planStock(input, { timeLimitMs, seed: 1 }) : planCuts(input, { timeLimitMs, seed: 1 });
}
