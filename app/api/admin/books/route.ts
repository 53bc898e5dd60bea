import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { financialYearRange, yearBooks } from "@/lib/money/books";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/books?year=2026-27 → application/zip: the year's books (every invoice and credit note as PDF, the
 * GST register as CSV and Excel, the payments ledger, a README with the totals). Admins only.
 */
export const GET = route(
  async (request) => {
    const year = new URL(request.url).searchParams.get("year") ?? "";
    if (!financialYearRange(year)) throw new ValidationError({ year: refusal("financialYearLike") });
    const zip = await yearBooks(year);
    return new Response(new Uint8Array(zip), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="books-${year}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { auth: "books.export" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
