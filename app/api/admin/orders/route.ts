import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { listAdminOrders } from "@/lib/orders/lists";
import { adminOrdersQuerySchema } from "@/lib/orders/schema";
import type { AdminOrderListDto } from "@/lib/orders/dto";

export const dynamic = "force-dynamic";

/** GET /api/admin/orders?status=&q=&from=&to=&page=&limit= → {items, total, page, pages, limit, counts}, newest first. Admins only. */
export const GET = route(
  async (request) => {
    const query = parseQuery(request, adminOrdersQuerySchema);
    const { status, q, from, to, page, limit } = query;
    return NextResponse.json<AdminOrderListDto>(
      await listAdminOrders({ status: status || undefined, q, from: from || undefined, to: to || undefined, page, limit }),
    );
  },
  { auth: "orders.read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
