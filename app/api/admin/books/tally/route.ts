import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { tallyQuerySchema } from "@/lib/money/payment-fields";
import { tallyBetween } from "@/lib/money/returns";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/books/tally?from=YYYY-MM-DD&to=YYYY-MM-DD → 200 application/xml: Tally Prime's import file of the
 * range's vouchers (sales, credit notes, receipts), as a download (docs/MONEY.md, "Tally"). 400 for bad dates or a
 * range over a year; 409 while the business's details are the examples. Owner and office.
 */
export const GET = route(
  async (request) => {
    const { from, to } = parseQuery(request, tallyQuerySchema);
    const body = await tallyBetween(from, to);
    return new Response(body, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="tally-vouchers-${from}-to-${to}.xml"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { auth: "books.returns" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
