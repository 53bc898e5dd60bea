import { enquiriesToCsv } from "@/lib/enquiries/csv";
import { enquiriesForExport } from "@/lib/enquiries/store";
import { enquiriesToXlsx } from "@/lib/enquiries/xlsx";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { enquiryListQuerySchema } from "@/lib/validation/enquiry";

export const dynamic = "force-dynamic";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET /api/admin/enquiries/export?format=csv|xlsx&status=&q= → the file (same filter as the list). Admins only. */
export const GET = route(
  async (request) => {
    const query = parseQuery(request, enquiryListQuerySchema);
    const { status, q, format = "csv" } = query;
    const rows = await enquiriesForExport({ status: status || undefined, q });
    const stamp = new Date().toISOString().slice(0, 10);
    const headers = (type: string, ext: string) => ({
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="enquiries-${stamp}.${ext}"`,
    });
    if (format === "xlsx") {
      const data = await enquiriesToXlsx(rows);
      return new Response(new Uint8Array(data), { status: 200, headers: headers(XLSX_TYPE, "xlsx") });
    }
    return new Response(enquiriesToCsv(rows), { status: 200, headers: headers("text/csv; charset=utf-8", "csv") });
  },
  { auth: "enquiries.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
