"use client";

import { createContext, useContext } from "react";
import type { CutList } from "@/lib/cutting/list/types";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";

export interface CutListPlanContextValue {
  /** The valid part of the list as it is now (rows with errors left out). */
  list: CutList;
  /** The plan per material of `planned` (may lag `list` by one debounce while `planning`). */
  results: MaterialPlan[];
  planned: CutList | null;
  planning: boolean;
  /** True when some rows have errors (and are not in the plan). */
  hasErrors: boolean;
}

export const CutListPlanContext = createContext<CutListPlanContextValue | null>(null);

/** The list and its live plan, for what sits in the page's order slot (estimate, "Place order"). */
export function useCutListPlan(): CutListPlanContextValue {
  const v = useContext(CutListPlanContext);
  if (!v) throw new Error("useCutListPlan must be used inside the cut-list page");
  return v;
}
