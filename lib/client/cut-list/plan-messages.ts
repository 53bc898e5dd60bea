import type { Plan, PlanInput, SheetSpec, StockPlanInput } from "@/lib/cutting/engine/types";
import type { PlannedMaterial } from "@/lib/cutting/list/plan-inputs";

export interface PlanJobMessage {
  material: string;
  input: PlanInput | StockPlanInput;
  /** The standard board and its price, for a plan on several boards: the "all full boards" plan it is compared with. */
  fullBoard?: { sheet: SheetSpec; pricePaise: number };
}

export interface PlanRequestMessage {
  id: number;
  jobs: PlanJobMessage[];
}
export interface PlanResultMessage {
  id: number;
  results: { material: string; plan: Plan; fullBoards?: PlannedMaterial["fullBoards"] }[];
}
