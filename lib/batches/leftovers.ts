import "server-only";
import { planOffcuts } from "@/lib/rack/plan-offcuts";
import { offcutMinMm } from "@/lib/rack/offcuts";
import { materialLabel } from "@/lib/orders/pack";
import { readOrderDoc } from "@/lib/orders/store/change";
import { findSessionUser } from "@/lib/auth/accounts";
import type { OrderDoc } from "@/models/Order";
import type { BatchBody, BatchLeftover } from "./types";

/** The e-mail of the account an order is in ("" for a guest's order): where its kept pieces go (issue 54). */
async function accountEmailOf(doc: Pick<OrderDoc, "owner">): Promise<string> {
  return doc.owner ? ((await findSessionUser(String(doc.owner)))?.email ?? "") : "";
}

/** The account's e-mail of an order by its reference (the console's order page shows where kept pieces go). */
export async function orderAccountEmail(reference: string): Promise<string> {
  const doc = await readOrderDoc(reference);
  return doc ? accountEmailOf(doc) : "";
}

/**
 * Where each piece worth keeping that a batch leaves goes (issue 65): a sheet that stays its order's follows that
 * order's choice (on the customer's shelf when they chose to keep, with them when they take, else in the store); a
 * sheet of the batch's nest is the workshop's. Read with the orders as they are now (their choice, their account).
 */
export async function batchLeftovers(body: Pick<BatchBody, "plans" | "names" | "sheetOrders">): Promise<BatchLeftover[]> {
  const names = Object.fromEntries(body.plans.map((p) => [p.material, materialLabel(p.material, body.names)]));
  const orderOfSheet = (body.sheetOrders ?? []).flat();
  const offcuts = planOffcuts(body.plans, names, offcutMinMm());
  const refs = [...new Set(orderOfSheet.filter((r): r is string => !!r))];
  const orders = new Map(
    await Promise.all(
      refs.map(async (ref) => {
        const doc = await readOrderDoc(ref);
        const email = doc?.leftovers === "keep" ? await accountEmailOf(doc) : "";
        return [ref, { choice: doc?.leftovers ?? null, email, name: doc?.customer.name ?? "" }] as const;
      }),
    ),
  );
  return offcuts.map((o) => {
    const order = orderOfSheet[o.sheet - 1] ?? null;
    const of = order ? orders.get(order) : undefined;
    const goes: BatchLeftover["goes"] = of?.choice === "keep" && of.email ? "shelf" : of?.choice === "take" ? "customer" : "store";
    return {
      ...o,
      order,
      owner: goes === "shelf" ? of!.email : null,
      ownerName: goes === "store" ? "" : (of?.name ?? ""),
      goes,
    };
  });
}
