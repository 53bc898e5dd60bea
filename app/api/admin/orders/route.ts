import { NextResponse } from "next/server";
import { ValidationError } from "@/lib/errors";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { queryObject } from "@/lib/http/params";
import { listAdminOrders } from "@/lib/orders/store";
import { fieldErrors } from "@/lib/validation/errors";
import { adminOrdersQuerySchema } from "@/lib/validation/order";

export const dynamic = "force-dynamic";

/** GET /api/admin/orders?status=&q=&from=&to=&page=&limit= → {items, total, page, pages, limit, counts}, newest first. Admins only. */
export const GET = route(
  async (request) => {
    const parsed = adminOrdersQuerySchema.safeParse(queryObject(request.url));
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const { status, q, from, to, page, limit } = parsed.data;
    return NextResponse.json(await listAdminOrders({ status: status || undefined, q, from: from || undefined, to: to || undefined, page, limit }));
  },
  { auth: "admin" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
