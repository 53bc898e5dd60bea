import type { Plan, PlanInput, StockPlanInput } from "@/lib/cutting/engine/types";

export interface PlanJobMessage {
  material: string;
  input: PlanInput | StockPlanInput;
  /** The same parts on the workshop's full boards alone, when the plan can use other pieces: what its saving is measured against. */
  full?: PlanInput | StockPlanInput;
}

export interface PlanRequestMessage {
  id: number;
  jobs: PlanJobMessage[];
}
export interface PlanResultMessage {
  id: number;
  results: { material: string; plan: Plan; full?: Plan }[];
}
