import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { can } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { paymentSchema } from "@/lib/money/payment-fields";
import type { Saved } from "@/lib/answers";
import type { OrderAnswer } from "@/lib/orders/dto";
import { recordPayment } from "@/lib/money/payments";
import { once } from "@/lib/idempotency/once";
import { requireReference } from "@/lib/orders/params";
import { getOrderFor } from "@/lib/orders/view";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/orders/{reference}/payments {amountPaise, mode, utr?, receivedOn, note?, idempotencyKey?} → 201 {message, order}.
 * A refund or correction is a negative amount with a note (the owner's alone); nothing is ever edited or deleted. Owner and office.
 */
export const POST = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    const input = await parseJson(request, paymentSchema);
    // A refund or a correction (a negative amount) is the owner's alone (issue 51).
    if (input.amountPaise < 0 && !can(session.user.role, "payments.refund")) throw new ForbiddenError(refusalFor("payments.refund"));
    const { idempotencyKey: key, ...asked } = input;
    // A double tap or a resend with the same key records one entry (issue 55).
    await once({ scope: `payment:${reference}`, key, request: { asked, by: session.user._id } }, async () => {
      const doc = await recordPayment(reference, input, session.user);
      const paid = doc.paidPaise ?? 0;
      // Who did it, and the figures before and after (issue 51).
      await audit(personActor(session), input.amountPaise > 0 ? "payment" : "refund", {
        order: reference,
        detail: {
          amountPaise: input.amountPaise,
          mode: input.mode,
          utr: input.utr ?? "",
          paidBeforePaise: paid - input.amountPaise,
          paidAfterPaise: paid,
        },
      });
      return null;
    });
    const found = await getOrderFor(reference, { user: session.user });
    if (!found) throw new NotFoundError(refusal("orderNotFound"));
    return NextResponse.json<Saved<OrderAnswer>>(
      { message: input.amountPaise > 0 ? "Payment recorded" : "Refund recorded", order: found.order },
      { status: 201 },
    );
  },
  { auth: "payments.record" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
