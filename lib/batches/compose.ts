/**
 * A cutting batch's plan (issue 40, part 1), pure: several confirmed orders of the workshop's boards nested
 * together, per material, with the same optimiser and rules as one order (kerf, trim, grain, grain runs).
 *
 * - The batch's list is every row of every order, in order: row `i` of the batch names its order and that order's
 *   row (`origin`), so each piece keeps its order on the plan, in the cut sequence and on its label.
 * - The sheets an order was planned on that are not the workshop's boards (a stored offcut reserved for it at
 *   confirmation, or the customer's own leftover) stay that order's: they are cut as its own plan has them, and
 *   only the pieces on its workshop boards are nested again with the other orders' (docs/SHOP-FLOOR.md).
 * - Per material, the batch keeps the cheaper of the new nest and the orders' own plans side by side, so its
 *   boards never cost more than the sum of the orders' own plans.
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import type { Plan, SheetPlan } from "@/lib/cutting/engine/types";

export interface BatchOrder {
  reference: string;
  cutList: CutList;
  plans: MaterialPlan[];
  /**
   * The customer gets the pieces of the boards they paid for (they chose to keep them on their shelf or take them):
   * the order's every sheet stays its own in the batch, so its leftovers are its own (issue 65).
   */
  keepsSheets?: boolean;
}

export interface RowOrigin {
  order: string;
  /** The row in its order's list, counted from 1. */
  row: number;
}

export interface BatchList {
  /** Every row of every order (quantities whole), with its origin alongside. */
  cutList: CutList;
  origin: RowOrigin[];
  /** What is still to nest: per row of `cutList`, the copies not on a sheet that stays its order's. */
  remainder: CutList;
  /** remainder row → batch row. */
  remainderRow: number[];
}

const isBoard = (s: BoardSource | undefined) => !s || s.kind === "board";
const sourceOfSheet = (p: MaterialPlan, s: SheetPlan) => p.sources?.[s.stock ?? 0];

/** The batch's list: all the orders' rows, and what is left to nest once each order keeps its non-workshop sheets. */
export function batchList(orders: readonly BatchOrder[]): BatchList {
  const rows: CutListRow[] = [];
  const origin: RowOrigin[] = [];
  const remainder: CutListRow[] = [];
  const remainderRow: number[] = [];
  orders.forEach((o, k) => {
    const kept = keptCopies(o);
    o.cutList.rows.forEach((r, i) => {
      const at = rows.length;
      // A grain run belongs to its order: labels made unique per order, so two orders' "A" runs are not one strip.
      const run = r.run?.trim() ? `${k + 1}.${r.run.trim()}` : undefined;
      const row: CutListRow = { ...r, id: `${k}:${i}`, ...(run ? { run } : { run: undefined }) };
      rows.push(row);
      origin.push({ order: o.reference, row: i + 1 });
      const left = r.quantity - (kept.get(i) ?? 0);
      if (left > 0) {
        remainder.push({ ...row, quantity: left });
        remainderRow.push(at);
      }
    });
  });
  const saw = orders[0]?.cutList.saw ?? { kerf: 4, trim: 10 };
  return { cutList: { saw, rows }, origin, remainder: { saw, rows: remainder }, remainderRow };
}

/** Whether a sheet of an order's own plan stays that order's in the batch: not the workshop's board, or the customer keeps every sheet. */
const staysOwn = (o: BatchOrder, p: MaterialPlan, s: SheetPlan) => !!o.keepsSheets || !isBoard(sourceOfSheet(p, s));

/** How many copies of each row of an order sit on sheets that stay the order's (not the workshop's boards). */
function keptCopies(o: BatchOrder): Map<number, number> {
  const kept = new Map<number, number>();
  for (const p of o.plans) {
    for (const s of p.plan.sheets) {
      if (!staysOwn(o, p, s)) continue;
      for (const pl of s.placements) kept.set(p.rows[pl.part], (kept.get(p.rows[pl.part]) ?? 0) + 1);
    }
  }
  return kept;
}

/** The batch row of each order's row: order k's row i is batch row offsets[k] + i. */
export function rowOffsets(orders: readonly BatchOrder[]): number[] {
  const out: number[] = [];
  let at = 0;
  for (const o of orders) {
    out.push(at);
    at += o.cutList.rows.length;
  }
  return out;
}

/** A sheet taken from one plan into another: its parts renumbered (`part` → the new plan's part), its board appended. */
interface MovedSheets {
  sheets: SheetPlan[];
  sources: BoardSource[];
}

function moveSheets(
  from: MaterialPlan,
  sheets: SheetPlan[],
  batchRowOf: (planRow: number) => number,
  partOf: Map<number, number>,
  into: MovedSheets,
): void {
  for (const s of sheets) {
    const source = sourceOfSheet(from, s) ?? { kind: "board" as const, label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 0, quantity: null };
    let stock = into.sources.findIndex((x) => JSON.stringify(x) === JSON.stringify(source));
    if (stock < 0 || source.kind !== "board") {
      into.sources.push(source);
      stock = into.sources.length - 1;
    }
    into.sheets.push({ ...s, stock, placements: s.placements.map((pl) => ({ ...pl, part: partOf.get(batchRowOf(from.rows[pl.part]))! })) });
  }
}

/** The price of a plan's boards with the per-sheet charge: what the workshop weighs (lib/orders/estimate.ts). */
export function planCost(p: Pick<MaterialPlan, "plan" | "sources">, chargePaise: number): number {
  return p.plan.sheets.reduce((sum, s) => {
    const source = p.sources?.[s.stock ?? 0];
    return sum + (source?.pricePaise ?? 0) + chargePaise;
  }, 0);
}

function summaryOf(sheets: SheetPlan[], sources: BoardSource[], partsArea: number, lowerBound: number): Plan["summary"] {
  const sheetArea = sheets.reduce((a, s) => a + (sources[s.stock ?? 0]?.length ?? 0) * (sources[s.stock ?? 0]?.width ?? 0), 0);
  const cutLength = sheets.reduce((m, s) => m + s.cuts.reduce((x, c) => x + Math.hypot(c.x2 - c.x1, c.y2 - c.y1), 0), 0) / 1000;
  return {
    sheets: sheets.length,
    yield: sheetArea ? partsArea / sheetArea : 0,
    cuts: sheets.reduce((n, s) => n + s.cuts.length, 0),
    cutLength: Math.round(cutLength * 100) / 100,
    offcuts: sheets.reduce((n, s) => n + s.offcuts.length, 0),
    lowerBound,
    cost: sheets.reduce((n, s) => n + (sources[s.stock ?? 0]?.pricePaise ?? 0), 0),
  };
}

/** How many of a plan's sheets are the workshop's full boards (not offcuts or the customer's own pieces). */
export const boardsOf = (p: Pick<MaterialPlan, "plan" | "sources">) => p.plan.sheets.filter((s) => isBoard(p.sources?.[s.stock ?? 0])).length;

export interface BatchMaterialPlan {
  plan: MaterialPlan;
  /** Boards (with the per-sheet charge) of the batch, and of the orders' own plans of this material. */
  cost: number;
  ownPlansCost: number;
  ownPlansBoards: number;
  /** "nest": the orders nested together; "own": their own plans were cheaper or equal, and are kept. */
  from: "nest" | "own";
  /** Per sheet of `plan`: the order whose own sheet it is (its leftovers follow that order's choice), or null for the batch's nest. */
  sheetOrders: (string | null)[];
}

/**
 * One material's batch plan: the sheets that stay their orders' plus the new nest of the rest (`nested`: the
 * remainder list's plan of this material), or the orders' own plans when they cost no more.
 */
export function materialBatchPlan(
  material: string,
  orders: readonly BatchOrder[],
  list: BatchList,
  nested: MaterialPlan | undefined,
  chargePaise: number,
): BatchMaterialPlan {
  const offsets = rowOffsets(orders);
  const rows = list.cutList.rows.flatMap((r, i) => (r.material === material ? [i] : []));
  const partOf = new Map(rows.map((row, part) => [row, part]));
  const partsArea = rows.reduce((a, i) => a + list.cutList.rows[i].length * list.cutList.rows[i].width * list.cutList.rows[i].quantity, 0);
  const own: { p: MaterialPlan; k: number }[] = orders.flatMap((o, k) => o.plans.filter((p) => p.material === material).map((p) => ({ p, k })));
  let sheetOrders: (string | null)[] = [];
  const ownPlansCost = own.reduce((n, { p }) => n + planCost(p, chargePaise), 0);
  const ownPlansBoards = own.reduce((n, { p }) => n + boardsOf(p), 0);

  const build = (keepAll: boolean): MaterialPlan => {
    const into: MovedSheets = { sheets: [], sources: [] };
    sheetOrders = [];
    if (!keepAll && nested) {
      moveSheets(nested, nested.plan.sheets, (r) => list.remainderRow[r], partOf, into);
      sheetOrders.push(...nested.plan.sheets.map(() => null));
    }
    for (const { p, k } of own) {
      const sheets = keepAll ? p.plan.sheets : p.plan.sheets.filter((s) => staysOwn(orders[k], p, s));
      moveSheets(p, sheets, (r) => offsets[k] + r, partOf, into);
      sheetOrders.push(...sheets.map(() => orders[k].reference));
    }
    const kept = into.sheets.length - (keepAll ? 0 : (nested?.plan.sheets.length ?? 0));
    const lowerBound = keepAll ? into.sheets.length : (nested?.plan.summary.lowerBound ?? 0) + kept;
    return {
      material,
      rows,
      sources: into.sources,
      plan: { sheets: into.sheets, unplaced: [], summary: summaryOf(into.sheets, into.sources, partsArea, Math.min(lowerBound, into.sheets.length)) },
    };
  };

  if (nested) {
    const plan = build(false);
    const cost = planCost(plan, chargePaise);
    if (cost <= ownPlansCost) return { plan, cost, ownPlansCost, ownPlansBoards, from: "nest", sheetOrders };
  }
  const plan = build(true);
  return { plan, cost: planCost(plan, chargePaise), ownPlansCost, ownPlansBoards, from: "own", sheetOrders };
}

/** Each batch row's copies in the order they are cut: the sheet (numbered through the batch, from 1) of each copy. */
export function sheetsOfBatchRows(plans: readonly MaterialPlan[]): Map<number, number[]> {
  const byRow = new Map<number, number[]>();
  let sheetNo = 0;
  for (const p of plans) {
    for (const s of p.plan.sheets) {
      sheetNo += 1;
      for (const pl of s.placements) byRow.set(p.rows[pl.part], [...(byRow.get(p.rows[pl.part]) ?? []), sheetNo]);
    }
  }
  return byRow;
}
