import type { MaterialPlan } from "@/lib/orders/plan";
import { materialLabel } from "@/lib/orders/pack";

/** The server's plan per material: sheets, yield and the parts on each sheet (a table; the diagrams are on the cut-list page and the workshop pack). */
export function PlanSummary({ plans, cutListNames }: { plans: MaterialPlan[]; cutListNames: string[] }) {
  return (
    <div className="grid gap-3" data-testid="order-plan">
      {plans.map((p) => (
        <section key={p.material} aria-label={`Plan for ${materialLabel(p.material)}`} className="rounded-lg border border-rule bg-white p-3">
          <h3 className="font-semibold text-ink">{materialLabel(p.material)}</h3>
          <p className="tabular text-sm text-ink-muted">
            {p.plan.sheets.length} sheet{p.plan.sheets.length === 1 ? "" : "s"} · yield {Math.round(p.plan.summary.yield * 100)}% · {p.plan.summary.cuts} cuts
          </p>
          <ol className="mt-2 grid gap-1 text-sm">
            {p.plan.sheets.map((s, i) => {
              const counts = new Map<string, number>();
              for (const pl of s.placements) {
                const name = cutListNames[p.rows[pl.part]] ?? `Part ${pl.part + 1}`;
                counts.set(name, (counts.get(name) ?? 0) + 1);
              }
              return (
                <li key={i} className="border-t border-rule pt-1">
                  <span className="font-medium">Sheet {i + 1}</span> <span className="tabular text-ink-muted">({Math.round(s.yield * 100)}%)</span>:{" "}
                  {[...counts].map(([n, c]) => `${n} × ${c}`).join(", ")}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
