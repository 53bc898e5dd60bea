import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { orderToXlsx } from "@/lib/orders/export";
import { requireReference } from "@/lib/orders/params";
import { getOrderFor } from "@/lib/orders/view";

export const dynamic = "force-dynamic";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET /api/admin/orders/{reference}/xlsx → the order as .xlsx (order, cut list, edge banding, boring tabs). Admins only. */
export const GET = route<{ reference: string }>(
  async (_request, { params, session }) => {
    const reference = requireReference(params.reference);
    const found = await getOrderFor(reference, { user: session.user });
    if (!found) throw new NotFoundError(refusal("orderNotFound"));
    const data = await orderToXlsx(found.order);
    return new Response(new Uint8Array(data), {
      status: 200,
      headers: { "Content-Type": XLSX_TYPE, "Content-Disposition": `attachment; filename="${reference}.xlsx"` },
    });
  },
  { auth: "orders.read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
