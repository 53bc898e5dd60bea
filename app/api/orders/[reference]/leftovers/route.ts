import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { chooseLeftovers } from "@/lib/orders/leftovers";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { leftoversSchema } from "@/lib/orders/schema";
import type { OrderAnswer } from "@/lib/orders/dto";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

type Params = { reference: string };

/**
 * PUT /api/orders/{reference}/leftovers[?key=] {choice: "take" | "keep" | "give"} → {message, order}: what becomes of the
 * pieces worth keeping the order's plan leaves (issue 54). Its customer, the guest link's holder (not "keep": the
 * shelf is an account's) or the counter; 404 for anyone else, 409 once the order is closed or when its plan leaves none.
 */
export const PUT = route<Params>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request), session?.user);
    const { choice } = await parseJson(request, leftoversSchema);
    const order = await chooseLeftovers(reference, choice, { user: session?.user ?? null, key: orderKey(request) });
    return NextResponse.json<Saved<OrderAnswer>>({ message: "Saved", order });
  },
  { auth: "optional" },
);

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(["PUT"]);
