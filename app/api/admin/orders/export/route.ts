import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { ordersToCsv } from "@/lib/orders/export";
import { ordersForExport } from "@/lib/orders/store/listings";
import { adminOrdersQuerySchema } from "@/lib/orders/schema";

export const dynamic = "force-dynamic";

/** GET /api/admin/orders/export?from=&to=&status=&q= → CSV of the orders placed in the date range (IST days, inclusive). Admins only. */
export const GET = route(
  async (request) => {
    const query = parseQuery(request, adminOrdersQuerySchema);
    const { status, q, from, to } = query;
    const orders = await ordersForExport({ status: status || undefined, q, from: from || undefined, to: to || undefined });
    const name = `orders-${from || "start"}-to-${to || new Date().toISOString().slice(0, 10)}.csv`;
    return new Response(ordersToCsv(orders), {
      status: 200,
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
    });
  },
  { auth: "orders.read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
