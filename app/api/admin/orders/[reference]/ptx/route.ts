import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { sawFileResponse } from "@/lib/http/saw-file";
import { requireReference } from "@/lib/orders/params";
import { orderSawFile } from "@/lib/orders/saw-file";
import { getOrderFor } from "@/lib/orders/view";

export const dynamic = "force-dynamic";

/** GET /api/admin/orders/{reference}/ptx → the order's plan as the beam saw's PTX file (409 when it cannot be cut as drawn). */
export const GET = route<{ reference: string }>(
  async (_request, { params, session }) => {
    const reference = requireReference(params.reference);
    const found = await getOrderFor(reference, { user: session.user });
    if (!found) throw new NotFoundError(refusal("orderNotFound"));
    return sawFileResponse(await orderSawFile(found.order), reference);
  },
  { auth: "orders.read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
