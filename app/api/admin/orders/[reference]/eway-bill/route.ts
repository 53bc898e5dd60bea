import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { ewayBillOf } from "@/lib/money/eway-bill-paper";
import type { EwayBulkFile } from "@/lib/money/eway-bill";
import { ewayBillQuerySchema } from "@/lib/money/payment-fields";
import { requireReference } from "@/lib/orders/params";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/orders/{reference}/eway-bill?vehicle=TN38AB1234&distance=12[&pincode=641018] → the JSON the e-way
 * bill portal's bulk upload takes ({version, billLists: [one bill]}), for the order's tax invoice or, before it, its
 * delivery challan; saved as a file. 400 field by field (vehicle, distance, the destination's PIN code) before any file
 * is made; 409 when no paper is issued yet, or when the goods need no e-way bill (the reason: below the threshold).
 * Owner and office.
 */
export const GET = route<{ reference: string }>(
  async (request, { params }) => {
    const reference = requireReference(params.reference);
    const trip = parseQuery(request, ewayBillQuerySchema);
    const { file } = await ewayBillOf(reference, trip);
    return NextResponse.json<EwayBulkFile>(file, {
      headers: { "Content-Disposition": `attachment; filename="eway-bill-${reference}.json"` },
    });
  },
  { auth: "invoices.issue" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
