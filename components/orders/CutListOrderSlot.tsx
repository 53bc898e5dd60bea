"use client";

import { useCutListPlan } from "@/components/cut-list/plan-context";
import { OrderPanel } from "./OrderPanel";

/** The cut-list page's order slot: the estimate and "Place order" for the list as it is now. */
export function CutListOrderSlot() {
  const { list, hasErrors, results } = useCutListPlan();
  return (
    <OrderPanel
      cutList={list}
      plans={results}
      blocked={hasErrors ? "Some rows have errors (marked in red). Correct them first: the estimate and the order cover the whole list." : undefined}
    />
  );
}
