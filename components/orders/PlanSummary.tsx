import { SawFiles } from "@/components/cut-list/SawFiles";
import { SheetDiagram } from "@/components/cut-list/SheetDiagram";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import { boardsWords, sourceOf, sourceWords, storedGroup } from "@/lib/cutting/list/plan-inputs";
import { partName } from "@/lib/cutting/list/sheet-text";
import type { CutList } from "@/lib/cutting/list/types";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { materialLabel } from "@/lib/orders/pack";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { messagesIn } from "@/lib/i18n/server-messages";
import { fill } from "@/lib/i18n/template";
import { cutListFileWords } from "@/lib/i18n/islands/cutlist";

/**
 * The server's plan per material: sheets, yield, each sheet drawn to scale (the cut-list page's
 * diagram) with the parts on it, and the files for the saw and the CNC. `reference` names the files.
 */
export function PlanSummary({
  plans,
  cutList,
  reference,
  materials,
  locale = "en",
}: {
  plans: MaterialPlan[];
  cutList: CutList;
  reference: string;
  materials?: MaterialNames;
  locale?: Locale;
}) {
  const t = orderWords(locale).planSummary;
  const say = messagesIn(locale);
  const rows = cutList.rows;
  const cutListNames = rows.map((r) => say(partName({ name: r.name, run: r.run?.trim() })));
  return (
    <div className="grid gap-3" data-testid="order-plan">
      {plans.map((p) => {
        // The plan's own boards and parts (lib/cutting/list/plan-inputs.ts), for the drawings and the files.
        const group = storedGroup(cutList, p, materialLabel(p.material, materials));
        return (
          <section
            key={p.material}
            aria-label={fill(t.section, { material: group.material.label })}
            className="rounded-lg border border-rule bg-white p-3"
          >
            <h3 className="font-semibold text-ink">{group.material.label}</h3>
            <p className="tabular text-sm text-ink-muted">
              {fill(t.line, { boards: say(boardsWords(group, p.plan)), yield: Math.round(p.plan.summary.yield * 100), cuts: p.plan.summary.cuts })}
            </p>
            <SawFiles planned={group} prefix={reference} text={cutListFileWords(locale)} />
            <ol className="mt-2 grid gap-1 text-sm">
              {p.plan.sheets.map((s, i) => {
                const counts = new Map<string, number>();
                for (const pl of s.placements) {
                  const name = cutListNames[p.rows[pl.part]] ?? fill(t.part, { n: pl.part + 1 });
                  counts.set(name, (counts.get(name) ?? 0) + 1);
                }
                const size = sourceOf(group, s);
                const title = fill(t.drawing, { n: i + 1, material: group.material.label, board: say(sourceWords(size)) });
                return (
                  <li key={i} className="grid gap-1 border-t border-rule pt-2">
                    <SheetDiagram
                      id={`order-${p.material}-${i}`}
                      sheet={s}
                      size={size}
                      parts={p.rows.map((r) => ({ name: rows[r]?.name ?? "", grain: rows[r]?.grain ?? false }))}
                      title={title}
                      className="h-auto w-full max-w-3xl"
                    />
                    <p>
                      <span className="font-medium">{fill(t.sheet, { n: i + 1 })}</span>{" "}
                      <span className="tabular text-ink-muted">({Math.round(s.yield * 100)}%)</span>:{" "}
                      {[...counts].map(([n, c]) => `${n} × ${c}`).join(", ")}
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
