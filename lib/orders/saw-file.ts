import "server-only";
import { pieceCode } from "@/lib/production/pieces";
import { sawFileFor } from "@/lib/rack/saw-file";
import type { OrderDto } from "./dto";

/** The order's saw file (issue 53): its priced plans as PTX, each piece's barcode the code its label carries. */
export function orderSawFile(order: Pick<OrderDto, "reference" | "createdAt" | "customer" | "cutList" | "plans" | "materials">): Promise<string> {
  return sawFileFor({
    title: order.reference,
    orderedOn: new Date(order.createdAt),
    saw: order.cutList.saw,
    jobs: {
      name: order.reference,
      customer: order.customer.name,
      plans: order.plans,
      names: order.materials,
      rowOf: (i) => ({
        ...order.cutList.rows[i],
        order: order.reference,
        customer: order.customer.name,
        pieceCode: (copy) => pieceCode(order.reference, i + 1, copy),
        key: i,
      }),
    },
  });
}
