/**
 * A batch's part labels (issue 40): each order's labels as its own page prints them (lib/orders/pack.ts), sorted by
 * order, with the sheet each piece is cut from in the batch ("Sheet 3 of 12 · B-2026-0007").
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import type { CutList } from "@/lib/cutting/list/types";
import { partLabels, type PartLabel } from "@/lib/orders/pack";
import { sheetsOfBatchRows, type RowOrigin } from "./compose";

interface BatchForLabels {
  id: string;
  cutList: CutList;
  origin: RowOrigin[];
  plans: MaterialPlan[];
  names: MaterialNames;
  details: { reference: string; customer: string }[];
}

/** A grain run's label as its order wrote it (the batch prefixes it with the order's place: "2.A"). */
const ownRun = (run: string | undefined) => run?.replace(/^\d+\./, "");

export function batchLabels(batch: BatchForLabels): PartLabel[] {
  const sheets = sheetsOfBatchRows(batch.plans);
  const total = batch.plans.reduce((n, p) => n + p.plan.sheets.length, 0);
  return batch.details.flatMap((d) => {
    const rows = batch.origin.flatMap((o, i) => (o.order === d.reference ? [i] : [])).sort((a, b) => batch.origin[a].row - batch.origin[b].row);
    const cutList = { ...batch.cutList, rows: rows.map((i) => ({ ...batch.cutList.rows[i], run: ownRun(batch.cutList.rows[i].run) })) };
    return partLabels({ reference: d.reference, customer: { name: d.customer }, cutList, plans: [], materials: batch.names }).map((l) => {
      const copy = Number(l.code.split("/").at(-1));
      const sheet = sheets.get(rows[l.row - 1])?.[copy - 1];
      return { ...l, sheet: sheet ? `Sheet ${sheet} of ${total} · ${batch.id}` : batch.id };
    });
  });
}

/** The batch's rows as its pack and files name them: "KPW-2026-0042 #3" before each part. */
export const batchRowLabel = (origin: RowOrigin[]) => (row: number) => `${origin[row - 1].order} #${origin[row - 1].row}`;
