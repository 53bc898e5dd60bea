import type { Plan, PlanInput } from "@/lib/cutting/engine/types";

export interface PlanRequestMessage {
  id: number;
  jobs: { material: string; input: PlanInput }[];
}
export interface PlanResultMessage {
  id: number;
  results: { material: string; plan: Plan }[];
}
