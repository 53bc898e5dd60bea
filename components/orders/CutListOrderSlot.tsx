"use client";

import { useMemo } from "react";
import { useCutListPlan } from "@/components/cut-list/plan-context";
import { pagePlansOf } from "@/lib/cutting/list/page-plans";
import { useCutListText } from "@/components/cut-list/text-context";
import { OrderPanel } from "./OrderPanel";

/** The cut-list page's order slot: the estimate and "Place order" for the list as it is now. */
export function CutListOrderSlot() {
  const { list, hasErrors, results, planned, planning } = useCutListPlan();
  const { t } = useCutListText();
  // The plans on the screen are this list's only when the page is not planning it again.
  const current = !planning && planned === list;
  const pagePlans = useMemo(() => (current ? pagePlansOf(results, list) : null), [current, results, list]);
  return (
    <OrderPanel cutList={list} plans={results} pagePlans={pagePlans} planning={!current} blocked={hasErrors ? t.order.panel.blocked : undefined} />
  );
}
