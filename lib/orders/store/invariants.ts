import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { formatRupees } from "@/lib/format/money";
import type { OrderDoc } from "@/models/Order";

/**
 * The order's invariants (docs/MONEY.md, issue 36), checked by the order's door (./change.ts) on every change
 * before it is written; a change that would break one is refused with a field-level 409 and nothing is written:
 * - an invoiced order's price and billing never change (a correction is cancelling it and a credit note);
 * - the confirmed price of an order that is not cancelled is never below what was paid (refund first).
 */
export function assertOrderInvariants(before: OrderDoc, after: OrderDoc): void {
  if (before.invoice && after.confirmedPaise !== before.confirmedPaise) {
    throw new ConflictError(refusal("invoicedPriceFixed", { number: before.invoice.number }), {
      confirmedPaise: refusal("alreadyInvoiced"),
    });
  }
  if (before.invoice && JSON.stringify(after.billing) !== JSON.stringify(before.billing)) {
    throw new ConflictError(refusal("invoicedBillingFixed", { number: before.invoice.number }), {
      billing: refusal("alreadyInvoiced"),
    });
  }
  const paid = after.paidPaise ?? 0;
  if (after.status !== "cancelled" && after.confirmedPaise != null && after.confirmedPaise < paid) {
    throw new ConflictError(refusal("refundBeforeLowering", { amount: formatRupees(paid) }), {
      confirmedPaise: refusal("atLeastPaid", { amount: formatRupees(paid) }),
    });
  }
}
