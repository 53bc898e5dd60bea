import "server-only";
import { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { ConflictError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { changeOrder } from "@/lib/orders/store/change";
import { formatRupees } from "@/lib/format/money";
import type { OrderDoc, PaymentEntry } from "@/models/Order";
import { dueOf } from "@/lib/orders/due";
import { indiaDate } from "../format/financial-year";
import { MAX_PAYMENTS, type PaymentInput } from "./payment-fields";

/**
 * Records money received (or, negative, refunded) through the order's door (its lock and invariants):
 * a payment may not take the total paid past the price, a refund may not take
 * it below nothing. Entries are only ever added, with who recorded them and when.
 */
export async function recordPayment(reference: string, input: PaymentInput, by: Session["user"]): Promise<OrderDoc> {
  const { doc } = await changeOrder(reference, async (doc) => {
    // Already recorded under this submission's key (a repeat that outlived its claim, lib/idempotency/once.ts).
    if (input.idempotencyKey && (doc.payments ?? []).some((p) => p.key === input.idempotencyKey)) return { result: undefined };
    // Money is received on a day between the order's and today's (in India): 1900 or 2099 is a typing mistake.
    const placedOn = indiaDate(doc.createdAt);
    const today = indiaDate();
    if (input.receivedOn < placedOn || input.receivedOn > today) {
      throw new ValidationError({
        receivedOn: input.receivedOn > today ? refusal("receivedAfterToday") : refusal("receivedBeforePlaced", { date: placedOn }),
      });
    }
    const paid = doc.paidPaise ?? 0;
    const payments = doc.payments ?? [];
    if (input.amountPaise > 0) {
      if (doc.status === "received") throw new ConflictError(refusal("confirmBeforeMoney"), { amountPaise: refusal("priceNotConfirmed") });
      const balance = dueOf(doc) - paid;
      if (input.amountPaise > balance) {
        throw new ConflictError(refusal("moreThanDue"), {
          amountPaise: balance > 0 ? refusal("atMostDue", { amount: formatRupees(balance) }) : refusal("nothingDue"),
        });
      }
    } else if (paid + input.amountPaise < 0) {
      throw new ConflictError(refusal("refundMoreThanPaid"), { amountPaise: refusal("atMostPaid", { amount: formatRupees(paid) }) });
    }
    if (payments.length >= MAX_PAYMENTS) throw new ConflictError(refusal("tooManyPayments", { n: MAX_PAYMENTS }));
    const now = new Date();
    const entry: PaymentEntry = {
      amountPaise: input.amountPaise,
      mode: input.mode,
      utr: input.utr ?? "",
      receivedOn: input.receivedOn,
      note: input.note?.trim() ?? "",
      at: now,
      byName: by.name,
      byId: new Types.ObjectId(by._id),
      ...(input.idempotencyKey ? { key: input.idempotencyKey } : {}),
    };
    return { set: { payments: [...payments, entry], paidPaise: paid + input.amountPaise, updatedAt: now }, result: undefined };
  });
  return doc;
}
