import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { attachGuestOrder } from "@/lib/orders/attach";
import type { OrderAnswer } from "@/lib/orders/dto";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

type Params = { reference: string };

/**
 * POST /api/orders/{reference}/attach?key= → {message, order}: a guest order joins the signed-in
 * customer's account (the guest link's key proves it is theirs). 404 for a wrong key, 409 when
 * another account holds it; counted as an order lookup.
 */
export const POST = route<Params>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request), session?.user);
    const order = await attachGuestOrder(reference, orderKey(request), session.user);
    return NextResponse.json<Saved<OrderAnswer>>({ message: `Order ${order.reference} is in your account now.`, order });
  },
  { auth: "user" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
