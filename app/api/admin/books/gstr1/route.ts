import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { monthQuerySchema } from "@/lib/money/payment-fields";
import { monthGstr1 } from "@/lib/money/returns";
import type { Gstr1 } from "@/lib/money/gstr1";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/books/gstr1?month=YYYY-MM → 200 application/json: the month's GSTR-1 as the GST offline tool imports it
 * (docs/MONEY.md, "GSTR-1"), as a download. 400 for a malformed month; 409 while the business's details are the
 * examples. Owner and office.
 */
export const GET = route(
  async (request, { session }) => {
    const { month } = parseQuery(request, monthQuerySchema);
    const file = await monthGstr1(month, session.user.name);
    return NextResponse.json<Gstr1>(file, {
      headers: { "Content-Disposition": `attachment; filename="GSTR1-${file.gstin}-${file.fp}.json"`, "Cache-Control": "private, no-store" },
    });
  },
  { auth: "books.returns" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
