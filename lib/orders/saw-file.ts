import "server-only";
import { ptxJobs } from "@/lib/cutting/export/ptx/jobs";
import { PlanNotWritable, writePtx } from "@/lib/cutting/export/ptx/write";
import { sawFileSettings } from "@/lib/cutting/list/materials";
import { ConflictError } from "@/lib/errors";
import { pieceCode } from "@/lib/production/pieces";
import { getCatalog } from "@/lib/rack/catalog";
import type { OrderDto } from "./dto";

/**
 * The order's saw file (issue 53): its priced plans as PTX, for the beam saw's own software. Every piece's barcode
 * is the code its label and the stations' scans carry. A plan the saw could not cut as drawn is a 409, never a
 * file the saw would cut wrongly.
 */
export async function orderSawFile(
  order: Pick<OrderDto, "reference" | "createdAt" | "customer" | "cutList" | "plans" | "materials">,
): Promise<string> {
  const catalog = await getCatalog();
  try {
    return writePtx({
      title: order.reference,
      orderedOn: new Date(order.createdAt),
      cutOn: new Date(),
      kerf: order.cutList.saw.kerf,
      trim: order.cutList.saw.trim,
      ...sawFileSettings(catalog),
      jobs: ptxJobs({
        name: order.reference,
        customer: order.customer.name,
        plans: order.plans,
        catalog,
        names: order.materials,
        rowOf: (i) => {
          const row = order.cutList.rows[i];
          return {
            name: row.name,
            length: row.length,
            width: row.width,
            edges: row.edges,
            order: order.reference,
            customer: order.customer.name,
            pieceCode: (copy) => pieceCode(order.reference, i + 1, copy),
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
