import "server-only";
import { can } from "@/vocabulary/roles";
import { batchKeepsOrderSheets } from "@/lib/batches/life";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { planOffcuts } from "@/lib/rack/plan-offcuts";
import { offcutMinMm } from "@/lib/rack/offcuts";
import type { OrderDto } from "./dto";
import { isFinal } from "./status";
import { changeOrder } from "./store/change";
import { readOrderBody } from "./store/order-body";
import { fullDto, mayView, type Viewer } from "./view";
import type { LeftoverChoice } from "@/vocabulary/order";

/**
 * The customer's choice for the pieces worth keeping their order's plan leaves (issue 54): take them with the order,
 * keep them on their shelf at the workshop, or give them to the workshop. The order's customer, the guest link's
 * holder or the counter (orders.manage) may set it until the order is closed. Keeping needs an account (the shelf is
 * the account's); a plan that leaves nothing worth keeping has nothing to choose (409).
 */
export async function chooseLeftovers(reference: string, choice: LeftoverChoice, viewer: Viewer): Promise<OrderDto> {
  const ref = reference.toUpperCase();
  await changeOrder(ref, async (doc) => {
    const access = mayView(doc, viewer);
    if (!access) throw new NotFoundError(refusal("orderNotFound"));
    if (access === "admin" && !can(viewer.user?.role, "orders.manage")) throw new ForbiddenError(refusal("counterRecordsChoice"));
    if (isFinal(doc.status)) throw new ConflictError(refusal("piecesDealtWith", { ref }), { choice: refusal("orderClosed") });
    const body = await readOrderBody(doc.bodyId);
    if (!body || planOffcuts(body.plans, {}, offcutMinMm()).length === 0) {
      throw new ConflictError(refusal("noPieceToKeep"), { choice: refusal("noPieceToKeepField") });
    }
    // Pieces of a sheet nested with other orders' in a batch are not this customer's to keep or take (issue 65).
    if (
      choice !== "give" &&
      doc.batch &&
      !(await batchKeepsOrderSheets(
        doc.batch,
        ref,
        body.plans.reduce((n, p) => n + p.plan.sheets.length, 0),
      ))
    ) {
      throw new ConflictError(refusal("cutWithOtherOrders", { ref }), { choice: refusal("cutWithOtherOrdersField") });
    }
    if (choice === "keep" && !doc.owner) {
      throw new ConflictError(refusal("keepingNeedsAccount"), {
        choice: refusal("signInToKeep"),
      });
    }
    return { set: doc.leftovers === choice ? undefined : { leftovers: choice, updatedAt: new Date() }, result: undefined };
  });
  return (await fullDto(ref, false))!;
}
