import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { Saved } from "@/lib/answers";
import type { ChallanAnswer } from "@/lib/money/answers";
import { issueChallan } from "@/lib/money/challans";
import { toInvoiceDto } from "@/lib/money/documents";
import { challanRequestSchema } from "@/lib/money/payment-fields";
import { requireReference } from "@/lib/orders/params";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/orders/{reference}/challans {kind: "delivery" | "job-work-return", goodsValuePaise?, placeOfSupply?}
 * → 201 {message, challan: {number, date, pdf, …}} the first time, 200 with the same challan after (one per order).
 * The delivery challan (GST Rule 55) of a confirmed order whose goods move before or without an invoice: the
 * workshop's boards delivered (`delivery`), or the customer's own boards returned after job work (`job-work-return`,
 * with their declared value). 400 field by field; 409 for an order not confirmed, cancelled or already invoiced, or a
 * movement that is not the order's. Owner and office.
 */
export const POST = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    const input = await parseJson(request, challanRequestSchema);
    const { invoice: challan, created } = await issueChallan(reference, input, session.user.name);
    if (created) {
      await audit(personActor(session), "challan", {
        order: reference,
        detail: { number: challan._id, kind: input.kind, totalPaise: challan.totalPaise },
      });
    }
    return NextResponse.json<Saved<ChallanAnswer>>(
      {
        message: created ? "Delivery challan issued" : "Delivery challan already issued",
        challan: { ...toInvoiceDto(challan), pdf: `/api/orders/${reference}/challan.pdf` },
      },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "invoices.issue" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
