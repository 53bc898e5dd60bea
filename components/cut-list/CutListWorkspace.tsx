"use client";

import { useDeferredValue, useEffect, useMemo, type ReactNode } from "react";
import { workshopSaw } from "@/lib/cutting/list/materials";
import type { CheckedList } from "@/lib/cutting/list/check";
import { useCatalog, useTariffPrices } from "@/lib/client/cut-list/catalog";
import { sheetCharges } from "@/lib/orders/estimate";
import { OwnBoards } from "./OwnBoards";
import { restoreCutList, useCutListStore } from "@/lib/client/cut-list/store";
import { usePlan } from "@/lib/client/cut-list/use-plan";
import { useShelfSources } from "@/lib/client/cut-list/use-shelf";
import { useListChecker } from "@/lib/client/cut-list/use-checker";
import { CutListEditor } from "./CutListEditor";
import { CutListToolbar } from "./CutListToolbar";
import { OwnNotPlanned, PlanView } from "./PlanView";
import { PrintPlan } from "./PrintPlan";
import { ListSettings } from "./ListSettings";
import { SawSettings } from "./SawSettings";
import { SharedListOffer } from "./SharedListOffer";
import { NewListOffer } from "./NewListOffer";
import { SummaryBar } from "./SummaryBar";
import { UndoBar } from "./UndoBar";
import { CutListPlanContext, type CutListPlanContextValue } from "./plan-context";
import { useCutListText } from "./text-context";
import "./cut-list-print.css";

const NOTHING_OWN = { pieces: [], errors: {} };

/** The check of an empty list, or of one whose check has not loaded yet: no rows, the workshop's saw. */
function nothingChecked(kerf: number, trim: number): CheckedList {
  return { list: { rows: [], saw: { kerf, trim } }, rowErrors: {}, rowWarnings: {}, sawErrors: {}, listError: null };
}

/**
 * The cut-list tool: editor, live plan (Web Worker), summary, print layout.
 * `orderSlot` is rendered under the plan, inside CutListPlanContext: the place
 * for the estimate and "Place order" (useCutListPlan() gives it the list and
 * the plan).
 */
export function CutListWorkspace({ orderSlot }: { orderSlot?: ReactNode }) {
  const rows = useCutListStore((s) => s.rows);
  const restored = useCutListStore((s) => s.restored);
  const ownDraft = useCutListStore((s) => s.own);
  const catalog = useCatalog();
  const prices = useTariffPrices();
  const pasting = useCutListStore((s) => s.pasting);
  // Each board is weighed with the tariff's per-sheet charges, as the server weighs it (plan-inputs.ts).
  const charges = useMemo(() => sheetCharges(catalog, prices, pasting), [catalog, prices, pasting]);
  // The list is checked, planned and sent with the workshop's saw (the console's), never one of its own (issue 36).
  const { kerf, trim } = workshopSaw(catalog);
  const saw = useMemo(() => ({ kerf: String(kerf), trim: String(trim) }), [kerf, trim]);
  const { t } = useCutListText();
  useEffect(() => {
    void restoreCutList();
  }, []);

  // The editor shows each keystroke at once (it reads the store itself); the check, the plan, the summary and
  // the estimate follow the deferred list, which React renders in the background, in slices: typing stays
  // responsive on a slow phone however big the plan on the page.
  const deferredRows = useDeferredValue(rows);
  const deferredSaw = useDeferredValue(saw);
  const deferredOwn = useDeferredValue(ownDraft);
  // The check (and its schemas) loads with the first row: an empty list has nothing to check or plan.
  const needed = rows.length > 0 || ownDraft.length > 0;
  const checker = useListChecker(needed);
  const own = useMemo(() => checker?.checkOwn(deferredOwn, catalog) ?? NOTHING_OWN, [checker, deferredOwn, catalog]);
  const checkedRows = useMemo(
    () => checker?.checkDraft(deferredRows, deferredSaw, catalog) ?? nothingChecked(kerf, trim),
    [checker, deferredRows, deferredSaw, catalog, kerf, trim],
  );
  // The list as planned and ordered: the valid rows, with the boards and leftovers the customer brings.
  const checked = useMemo(
    () => ({ ...checkedRows, list: own.pieces.length ? { ...checkedRows.list, own: own.pieces } : checkedRows.list }),
    [checkedRows, own.pieces],
  );
  // Planned once restored and checked (a list of rows waits the moment its check takes to load).
  // A signed-in customer's pieces at the workshop are planned on as the server plans them (issue 54).
  const boardsBy = useCutListStore((s) => s.boardsBy);
  const shelf = useShelfSources(boardsBy);
  const plan = usePlan(restored && (checker || !needed) ? checked.list : null, catalog, charges, shelf);
  const { results, list: planned } = plan;
  // Until the stored list is back, and while the deferred list is behind the one on screen (just after the
  // restore, or a keystroke), the plan shown is not the list's yet: never "up to date" with 0 sheets.
  const planning = plan.planning || !restored || deferredRows !== rows || deferredSaw !== saw || deferredOwn !== ownDraft;
  const pieces = checked.list.rows.reduce((n, r) => n + r.quantity, 0);
  const hasErrors = Object.keys(checked.rowErrors).length > 0 || !!checked.listError;
  const context = useMemo<CutListPlanContextValue>(
    () => ({ list: checked.list, results, planned, planning, hasErrors }),
    [checked.list, results, planned, planning, hasErrors],
  );

  return (
    <CutListPlanContext.Provider value={context}>
      <div className="pb-20 md:pb-0 print:hidden" data-restored={restored ? "true" : "false"} data-testid="cut-list-workspace">
        <SharedListOffer />
        <NewListOffer />
        <CutListToolbar list={checked.list} results={results} hasRows={rows.length > 0} />
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          <ListSettings rowCount={rows.length} />
          <SawSettings />
        </div>
        <div className="mt-4">{restored ? <CutListEditor checked={checked} /> : <p className="text-sm text-ink-muted">{t.workspace.loading}</p>}</div>
        {restored && <OwnBoards errors={own.errors} />}
        <div className="mt-10 md:grid md:grid-cols-[1fr_16rem] md:items-start md:gap-6">
          <section aria-labelledby="cut-list-plan" className="min-w-0">
            <h2 id="cut-list-plan" className="text-xl font-semibold text-ink">
              {t.workspace.plan}
            </h2>
            {hasErrors && <p className="mt-1 text-sm text-red-800">{t.workspace.errorsLeftOut}</p>}
            <div className="mt-3" aria-busy={planning}>
              <PlanView results={results} planning={planning} />
              <OwnNotPlanned own={planned?.own} results={results} />
            </div>
            {orderSlot && (
              <div className="mt-8" data-slot="cut-list-order">
                {orderSlot}
              </div>
            )}
          </section>
          <SummaryBar results={results} planning={planning} pieces={pieces} />
        </div>
      </div>
      <UndoBar />
      <PrintPlan results={results} />
    </CutListPlanContext.Provider>
  );
}
