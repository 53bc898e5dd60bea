import { SawFiles } from "@/components/cut-list/SawFiles";
import { SheetDiagram } from "@/components/cut-list/SheetDiagram";
import { materialById } from "@/lib/cutting/list/materials";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { partName } from "@/lib/cutting/list/sheet-text";
import type { CutList } from "@/lib/cutting/list/types";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { materialLabel } from "@/lib/orders/pack";

/**
 * The server's plan per material: sheets, yield, each sheet drawn to scale (the cut-list page's
 * diagram) with the parts on it, and the files for the saw and the CNC. `reference` names the files.
 */
export function PlanSummary({ plans, cutList, reference }: { plans: MaterialPlan[]; cutList: CutList; reference: string }) {
  const rows = cutList.rows;
  const cutListNames = rows.map((r) => partName({ name: r.name, run: r.run?.trim() }));
  // The same grouping the plan was made from (lib/cutting/list/by-material.ts), for the files' part names and sizes.
  const inputs = planInputsByMaterial(cutList);
  return (
    <div className="grid gap-3" data-testid="order-plan">
      {plans.map((p) => (
        <section key={p.material} aria-label={`Plan for ${materialLabel(p.material)}`} className="rounded-lg border border-rule bg-white p-3">
          <h3 className="font-semibold text-ink">{materialLabel(p.material)}</h3>
          <p className="tabular text-sm text-ink-muted">
            {p.plan.sheets.length} sheet{p.plan.sheets.length === 1 ? "" : "s"} · yield {Math.round(p.plan.summary.yield * 100)}% ·{" "}
            {p.plan.summary.cuts} cuts
          </p>
          <OrderSawFiles inputs={inputs} plan={p} reference={reference} />
          <ol className="mt-2 grid gap-1 text-sm">
            {p.plan.sheets.map((s, i) => {
              const counts = new Map<string, number>();
              for (const pl of s.placements) {
                const name = cutListNames[p.rows[pl.part]] ?? `Part ${pl.part + 1}`;
                counts.set(name, (counts.get(name) ?? 0) + 1);
              }
              const size = materialById(p.material)?.sheet ?? { length: 2440, width: 1220 };
              const title = `Sheet ${i + 1} of ${materialLabel(p.material)}`;
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
                    <span className="font-medium">Sheet {i + 1}</span> <span className="tabular text-ink-muted">({Math.round(s.yield * 100)}%)</span>:{" "}
                    {[...counts].map(([n, c]) => `${n} × ${c}`).join(", ")}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

function OrderSawFiles({ inputs, plan, reference }: { inputs: ReturnType<typeof planInputsByMaterial>; plan: MaterialPlan; reference: string }) {
  const group = inputs.find((g) => g.material.id === plan.material);
  if (!group) return null; // a material no longer offered: the order still shows its plan
  return <SawFiles planned={{ ...group, plan: plan.plan }} prefix={reference} />;
}
