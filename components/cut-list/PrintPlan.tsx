"use client";

import { sourceOf } from "@/lib/cutting/list/plan-inputs";
import { partWords } from "@/lib/cutting/list/sheet-text";
import { CutSequence } from "./SheetDetails";
import { memo } from "react";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { SheetDiagram, diagramFont, labelKeyed } from "./SheetDiagram";
import { percent } from "./PlanView";
import { usePrinting } from "./use-printing";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

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
  const { t: all, say } = useCutListText();
  const t = all.print;
  return (
    <>
      {results.flatMap((r) =>
        r.plan.sheets.map((sheet, s) => {
          const size = sourceOf(r, sheet);
          const font = diagramFont(size);
          const keyParts = [
            ...new Set(sheet.placements.filter((p) => labelKeyed(say(partWords(r.input.parts[p.part])), p, font)).map((p) => p.part)),
          ];
          return (
            <section key={`${r.material.id}-${s}`} className="print-page">
              <header className="print-head">
                <strong>{r.material.label}</strong> ·{" "}
                {fill(t.head, {
                  n: s + 1,
                  count: r.plan.sheets.length,
                  length: size.length,
                  width: size.width,
                  pieces: sheet.placements.length,
                  yield: percent(sheet.yield),
                })}
              </header>
              <div className="print-body">
                <SheetDiagram
                  id={`p-${r.material.id}-${s}`}
                  sheet={sheet}
                  size={size}
                  parts={r.input.parts.map((p) => ({ ...p, name: say(partWords(p)) }))}
                  title={fill(t.drawing, { n: s + 1 })}
                  cuts
                  className="print-drawing"
                />
                <div className="print-side">
                  <h4>{t.sequence}</h4>
                  <CutSequence cuts={sheet.cuts} say={say} />
                  {keyParts.length > 0 && (
                    <>
                      <h4>{t.key}</h4>
                      <ul>
                        {keyParts.map((p) => (
                          <li key={p}>
                            {p + 1} = {say(partWords(r.input.parts[p]))} ({r.input.parts[p].length} × {r.input.parts[p].width})
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
