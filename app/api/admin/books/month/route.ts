import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { monthQuerySchema } from "@/lib/money/payment-fields";
import { booksMonth, type BooksMonth } from "@/lib/money/returns";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/books/month?month=YYYY-MM → {month, sections: {b2b, b2cl, b2cs, cdnr, cdnur: {count, taxablePaise,
 * taxPaise}}, challans, returnTaxablePaise, registerTaxablePaise, downloadedAt, filedAt, filedBy, example}: what the
 * month's return will hold, against the register. Owner and office.
 */
export const GET = route(
  async (request) => {
    const { month } = parseQuery(request, monthQuerySchema);
    return NextResponse.json<BooksMonth>(await booksMonth(month));
  },
  { auth: "books.returns" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
