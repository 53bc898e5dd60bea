"use client";

import { useCutListPlan } from "@/components/cut-list/plan-context";
import { useCutListText } from "@/components/cut-list/text-context";
import { OrderPanel } from "./OrderPanel";

/** The cut-list page's order slot: the estimate and "Place order" for the list as it is now. */
export function CutListOrderSlot() {
  const { list, hasErrors, results } = useCutListPlan();
  const { t } = useCutListText();
  return <OrderPanel cutList={list} plans={results} blocked={hasErrors ? t.order.panel.blocked : undefined} />;
}
