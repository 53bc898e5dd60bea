import "server-only";
import { ptxJobs } from "@/lib/cutting/export/ptx/jobs";
import { PlanNotWritable, writePtx } from "@/lib/cutting/export/ptx/write";
import { sawFileSettings } from "@/lib/cutting/list/materials";
import { ConflictError } from "@/lib/errors";
import { pieceCode } from "@/lib/production/pieces";
import { getCatalog } from "@/lib/rack/catalog";
import type { BatchView } from "./types";

/**
 * The batch's saw file (issue 53): the batch's plans as PTX, each piece named by its own order (its label's code,
 * the order's reference and customer), so the labels the saw prints are the ones the stations scan.
 */
export async function batchSawFile(
  batch: Pick<BatchView, "id" | "createdAt" | "cutList" | "origin" | "plans" | "names" | "details">,
): Promise<string> {
  const catalog = await getCatalog();
  const customerOf = new Map(batch.details.map((d) => [d.reference, d.customer]));
  // The batch's rows keep their order's copy numbers: a row's k-th piece on the batch's sheets is its order's copy k.
  try {
    return writePtx({
      title: batch.id,
      orderedOn: new Date(batch.createdAt),
      cutOn: new Date(),
      kerf: batch.cutList.saw.kerf,
      trim: batch.cutList.saw.trim,
      ...sawFileSettings(catalog),
      jobs: ptxJobs({
        name: batch.id,
        customer: `${batch.id}, ${batch.details.length} ${batch.details.length === 1 ? "order" : "orders"}`,
        plans: batch.plans,
        catalog,
        names: batch.names,
        rowOf: (i) => {
          const row = batch.cutList.rows[i];
          const { order, row: own } = batch.origin[i];
          return {
            name: row.name,
            length: row.length,
            width: row.width,
            edges: row.edges,
            order,
            customer: customerOf.get(order) ?? order,
            pieceCode: (copy) => pieceCode(order, own, copy),
            key: i,
          };
        },
      }),
    });
  } catch (err) {
    if (err instanceof PlanNotWritable) throw new ConflictError(`The saw's file cannot be written: ${err.message}`);
    throw err;
  }
}
