"use client";

import { sourceOf } from "@/lib/cutting/list/plan-inputs";
import { CutSequence } from "./SheetDetails";
import { memo } from "react";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { SheetDiagram, diagramFont, labelKeyed } from "./SheetDiagram";
import { percent } from "./PlanView";
import { usePrinting } from "./use-printing";

/**
 * Print only (A4 landscape, see cut-list-print.css): one sheet per page, the cut
 * sequence numbered on the drawing and listed beside it, black on white. The
 * pages are rendered only while printing (see usePrinting).
 */
export const PrintPlan = memo(function PrintPlan({ results }: { results: MaterialPlan[] }) {
  const printing = usePrinting();
  return (
    <div className="cut-list-print" data-testid="print-plan">
      {printing && <PrintPages results={results} />}
    </div>
  );
});

function PrintPages({ results }: { results: MaterialPlan[] }) {
  return (
    <>
      {results.flatMap((r) =>
        r.plan.sheets.map((sheet, s) => {
          const size = sourceOf(r, sheet);
          const font = diagramFont(size);
          const keyParts = [...new Set(sheet.placements.filter((p) => labelKeyed(r.input.parts[p.part].name, p, font)).map((p) => p.part))];
          return (
            <section key={`${r.material.id}-${s}`} className="print-page">
              <header className="print-head">
                <strong>{r.material.label}</strong> · sheet {s + 1} of {r.plan.sheets.length} · {size.length} × {size.width} mm ·{" "}
                {sheet.placements.length} pieces · yield {percent(sheet.yield)}
              </header>
              <div className="print-body">
                <SheetDiagram
                  id={`p-${r.material.id}-${s}`}
                  sheet={sheet}
                  size={size}
                  parts={r.input.parts}
                  title={`Sheet ${s + 1} with cut sequence`}
                  cuts
                  className="print-drawing"
                />
                <div className="print-side">
                  <h4>Cut sequence</h4>
                  <CutSequence cuts={sheet.cuts} />
                  {keyParts.length > 0 && (
                    <>
                      <h4>Key</h4>
                      <ul>
                        {keyParts.map((p) => (
                          <li key={p}>
                            {p + 1} = {r.input.parts[p].name} ({r.input.parts[p].length} × {r.input.parts[p].width})
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              </div>
            </section>
          );
        }),
      )}
    </>
  );
}
