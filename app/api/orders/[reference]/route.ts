import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { getOrderFor } from "@/lib/orders/view";
import { updateOrder } from "@/lib/orders/workflow";
import { orderUpdateSchema } from "@/lib/orders/schema";
import type { OrderAnswer } from "@/lib/orders/dto";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

type Params = { reference: string };

/** GET /api/orders/{reference}[?key=] → {order}: its customer, the guest link's holder, or an admin; 404 for anyone else. */
export const GET = route<Params>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request), session?.user);
    const found = await getOrderFor(reference, { user: session?.user ?? null, key: orderKey(request) });
    if (!found) throw new NotFoundError(refusal("orderNotFound"));
    return NextResponse.json<OrderAnswer>({ order: found.order });
  },
  { auth: "optional" },
);

/**
 * PATCH /api/orders/{reference}[?key=] {status?, confirmedPaise?, reason?} → {message, order}.
 * Admins move the status and set the confirmed price; the customer may cancel while "received".
 */
export const PATCH = route<Params>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request), session?.user);
    const change = await parseJson(request, orderUpdateSchema);
    const order = await updateOrder(reference, change, { user: session?.user ?? null, key: orderKey(request) });
    return NextResponse.json<Saved<OrderAnswer>>({ message: "Order updated", order });
  },
  { auth: "optional" },
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods(["GET", "PATCH"]);
