import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { paymentSchema } from "@/lib/money/payment-fields";
import { recordPayment } from "@/lib/money/payments";
import { once } from "@/lib/idempotency/once";
import { requireReference } from "@/lib/orders/params";
import { getOrderFor } from "@/lib/orders/view";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/orders/{reference}/payments {amountPaise, mode, utr?, receivedOn, note?, idempotencyKey?} → 201 {message, order}.
 * A refund or correction is a negative amount with a note; nothing is ever edited or deleted. Admins only.
 */
export const POST = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    const input = await parseJson(request, paymentSchema);
    const { idempotencyKey: key, ...asked } = input;
    // A double tap or a resend with the same key records one entry (issue 55).
    await once({ scope: `payment:${reference}`, key, request: { asked, by: session.user._id } }, () =>
      recordPayment(reference, input, session.user).then(() => null),
    );
    const found = await getOrderFor(reference, { user: session.user });
    if (!found) throw new NotFoundError("Order not found");
    return NextResponse.json({ message: input.amountPaise > 0 ? "Payment recorded" : "Refund recorded", order: found.order }, { status: 201 });
  },
  { auth: "admin" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
