import "server-only";
import { pieceCode } from "@/lib/production/pieces";
import { sawFileFor } from "@/lib/rack/saw-file";
import type { BatchView } from "./types";

/**
 * The batch's saw file (issue 53): the batch's plans as PTX, each piece named by its own order (its label's code,
 * the order's reference and customer). A batch row's k-th piece on the batch's sheets is its order's copy k, as
 * the batch's labels number them.
 */
export function batchSawFile(batch: Pick<BatchView, "id" | "createdAt" | "cutList" | "origin" | "plans" | "names" | "details">): Promise<string> {
  const customerOf = new Map(batch.details.map((d) => [d.reference, d.customer]));
  return sawFileFor({
    title: batch.id,
    orderedOn: new Date(batch.createdAt),
    saw: batch.cutList.saw,
    jobs: {
      name: batch.id,
      customer: `${batch.id}, ${batch.details.length} ${batch.details.length === 1 ? "order" : "orders"}`,
      plans: batch.plans,
      names: batch.names,
      rowOf: (i) => {
        const { order, row } = batch.origin[i];
        return {
          ...batch.cutList.rows[i],
          order,
          customer: customerOf.get(order) ?? order,
          pieceCode: (copy) => pieceCode(order, row, copy),
          key: i,
        };
      },
    },
  });
}
