/**
 * A cutting batch's plan (issue 40, part 1), with the real optimiser over random sets of orders: every piece of
 * every order placed once, on its own material, its grain kept; the sheets that are not the workshop's boards stay
 * their order's; the batch never costs more than the orders' own plans; each label names its own order and a sheet
 * of the batch.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchList, materialBatchPlan, planCost, type BatchOrder } from "@/lib/batches/compose";
import { batchLabels } from "@/lib/batches/labels";
import { planByMaterial } from "@/lib/cutting/list/by-material";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { CutListRow } from "@/lib/cutting/list/types";

const NO_EDGES = { l1: null, l2: null, w1: null, w2: null };
const MATERIALS = ["bwp-ply-18", "ply-6"] as const;
const CHARGE = 5000;

const rowArb = fc.record({
  material: fc.constantFrom(...MATERIALS),
  length: fc.integer({ min: 200, max: 1400 }),
  width: fc.integer({ min: 100, max: 600 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  grain: fc.boolean(),
  run: fc.constantFrom(undefined, undefined, "A"),
});

const offcut = (id: string): BoardSource => ({
  kind: "offcut",
  label: `Offcut ${id}`,
  length: 900,
  width: 600,
  pricePaise: 0,
  quantity: 1,
  offcut: id,
});

/** An order as the site stores it: its list, and its own plan (on a free stored offcut, for some). */
type RowShape = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

function order(k: number, rows: RowShape[], withOffcut: boolean): BatchOrder {
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: rows.map((r, i): CutListRow => ({
      id: `${k}-${i}`,
      name: `P${k}.${i + 1}`,
      edges: NO_EDGES,
      note: "",
      ...r,
      // A run (one per row, of short pieces) fits a board end to end.
      run: r.grain && r.run && r.length <= 500 ? `${r.run}${i}` : undefined,
    })),
  };
  const offcuts: Record<string, BoardSource[]> = withOffcut ? { "bwp-ply-18": [offcut(`K${k}`)] } : {};
  const { plans, problems } = planByMaterial(cutList, SEED_CATALOG, { budgetMs: 40, offcuts, charges: { "bwp-ply-18": CHARGE, "ply-6": CHARGE } });
  expect(problems).toEqual({});
  return { reference: `KPW-2026-${String(100 + k).padStart(4, "0")}`, cutList, plans };
}

describe("a batch's plan", () => {
  it("places every piece of every order once, on its own material, grain kept, never dearer than the orders' own plans", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(rowArb, { minLength: 1, maxLength: 4 }), fc.boolean()), { minLength: 2, maxLength: 5 }), (shapes) => {
        const orders = shapes.map(([rows, withOffcut], k) => order(k, rows, withOffcut));
        const list = batchList(orders);
        const nested = list.remainder.rows.length
          ? planByMaterial(list.remainder, SEED_CATALOG, { budgetMs: 80, charges: { "bwp-ply-18": CHARGE, "ply-6": CHARGE } }).plans
          : [];
        const materials = [...new Set(list.cutList.rows.map((r) => r.material))];
        const batch = materials.map((m) =>
          materialBatchPlan(
            m,
            orders,
            list,
            nested.find((p) => p.material === m),
            CHARGE,
          ),
        );

        const placed = new Map<number, number>();
        for (const b of batch) {
          expect(b.cost).toBeLessThanOrEqual(b.ownPlansCost);
          expect(b.cost).toBe(planCost(b.plan, CHARGE));
          for (const s of b.plan.plan.sheets) {
            const source = b.plan.sources![s.stock ?? 0];
            for (const pl of s.placements) {
              const rowIndex = b.plan.rows[pl.part];
              const row = list.cutList.rows[rowIndex];
              expect(row.material).toBe(b.plan.material);
              if (row.grain) expect(pl.rotated).toBe(false);
              expect(pl.x + pl.length).toBeLessThanOrEqual(source.length);
              expect(pl.y + pl.width).toBeLessThanOrEqual(source.width);
              placed.set(rowIndex, (placed.get(rowIndex) ?? 0) + 1);
            }
          }
        }
        list.cutList.rows.forEach((r, i) => expect(placed.get(i) ?? 0).toBe(r.quantity));
        // Each batch row names its order's row.
        list.origin.forEach((o, i) => {
          const k = orders.findIndex((x) => x.reference === o.order);
          expect(orders[k].cutList.rows[o.row - 1].name).toBe(list.cutList.rows[i].name);
        });
        // A stored offcut an order was planned on stays in the batch, cut with that order's pieces only.
        for (const b of batch) {
          for (const s of b.plan.plan.sheets) {
            const source = b.plan.sources![s.stock ?? 0];
            if (source.kind !== "offcut") continue;
            const owners = new Set(s.placements.map((pl) => list.origin[b.plan.rows[pl.part]].order));
            expect(owners).toEqual(new Set([`KPW-2026-${String(100 + Number(source.offcut!.slice(1))).padStart(4, "0")}`]));
          }
        }

        // Labels: one per piece, sorted by order, each naming its own order's row and a sheet of the batch.
        const plans = batch.map((b) => b.plan);
        const labels = batchLabels({
          id: "B-2026-0001",
          cutList: list.cutList,
          origin: list.origin,
          plans,
          names: {},
          details: orders.map((o) => ({ reference: o.reference, customer: "C" })),
        });
        expect(labels).toHaveLength(list.cutList.rows.reduce((n, r) => n + r.quantity, 0));
        const total = plans.reduce((n, p) => n + p.plan.sheets.length, 0);
        let last = -1;
        for (const l of labels) {
          const k = orders.findIndex((o) => o.reference === l.reference);
          expect(k).toBeGreaterThanOrEqual(last);
          last = k;
          expect(l.code.startsWith(`${l.reference}/${l.row}/`)).toBe(true);
          expect(l.name).toBe(orders[k].cutList.rows[l.row - 1].name);
          const sheet = Number(/^Sheet (\d+) of (\d+) · B-2026-0001$/.exec(l.sheet)?.[1]);
          expect(sheet).toBeGreaterThanOrEqual(1);
          expect(sheet).toBeLessThanOrEqual(total);
        }
      }),
      { numRuns: 12, seed: 40 },
    );
  }, 120_000);
});
