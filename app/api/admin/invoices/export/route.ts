import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { registerCsv, registerDocuments, registerXlsx } from "@/lib/money/register";
import { registerQuerySchema } from "@/lib/money/payment-fields";

export const dynamic = "force-dynamic";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET /api/admin/invoices/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv|xlsx] → every invoice and credit note
 * dated in the range (inclusive), with the GSTR-1 columns and the totals by rate. Admins only.
 */
export const GET = route(
  async (request) => {
    const { from, to, format } = parseQuery(request, registerQuerySchema);
    const docs = await registerDocuments(from, to);
    const name = `gst-register-${from}-to-${to}`;
    if (format === "xlsx") {
      return new Response(new Uint8Array(await registerXlsx(docs, from, to)), {
        headers: { "Content-Type": XLSX_TYPE, "Content-Disposition": `attachment; filename="${name}.xlsx"` },
      });
    }
    return new Response(registerCsv(docs), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}.csv"` },
    });
  },
  { auth: "books.export" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
