import { requestLocale } from "@/lib/i18n/server-messages";
import { NextResponse } from "next/server";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { hitOrderLimit } from "@/lib/orders/rate-limit";
import { createOrder, replayedOrder } from "@/lib/orders/place";
import { listMyOrders } from "@/lib/orders/lists";
import { myOrdersQuerySchema, ORDER_REQUEST_MAX_BYTES, orderCreateSchema } from "@/lib/orders/schema";
import type { OrderPlaced } from "@/lib/orders/dto";
import type { OrderListDto } from "@/lib/orders/dto";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders → 201 {message, order} (order.link is the guest link), or 200 with the
 * same order when this idempotency key and order were already stored. Signed in: the
 * account's name and phone; otherwise `guest` {name, phone, email?} is required.
 */
export const POST = route(
  async (request, { session }) => {
    const input = await parseJson(request, orderCreateSchema, ORDER_REQUEST_MAX_BYTES);
    if (!session && !input.guest) {
      throw new ValidationError({ "guest.name": refusal("nameRequired"), "guest.phone": refusal("phoneRequired") }, refusal("giveNameAndPhone"));
    }
    const actor = session ? ({ kind: "user", session } as const) : ({ kind: "guest" } as const);
    // A retry or a double tap is answered with the stored order before the limit: it is not a new order.
    const earlier = await replayedOrder(input, actor);
    if (earlier)
      return NextResponse.json<OrderPlaced>({ message: `Order ${earlier.reference} was already received.`, order: earlier }, { status: 200 });
    const client = clientIp(request);
    await hitOrderLimit(client);
    // Placed from a Tamil page (X-Language: ta): the workshop's messages about it go out in Tamil.
    const { order, created } = await createOrder(input, actor, client, requestLocale(request));
    return NextResponse.json<OrderPlaced>(
      {
        message: created
          ? `Order ${order.reference} received. The workshop will confirm the price.`
          : `Order ${order.reference} was already received.`,
        order,
      },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "optional" },
);

/** GET /api/orders?page=&limit= → the signed-in customer's own orders, newest first. */
export const GET = route(
  async (request, { session }) => {
    const query = parseQuery(request, myOrdersQuerySchema);
    return NextResponse.json<OrderListDto>(await listMyOrders(session.user._id, query.page, query.limit));
  },
  { auth: "user" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
