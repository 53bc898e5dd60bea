import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { Saved } from "@/lib/answers";
import type { InvoiceAnswer } from "@/lib/money/answers";
import { toInvoiceDto } from "@/lib/money/documents";
import { issueInvoice } from "@/lib/money/invoices";
import { invoiceRequestSchema } from "@/lib/money/payment-fields";
import { requireReference } from "@/lib/orders/params";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/orders/{reference}/invoice {placeOfSupply?} → 201 {invoice} the first time, 200 with the same invoice after.
 * For a confirmed (or later) order, once the business details are saved. Owner and office.
 */
export const POST = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    // The body is optional: an empty POST issues the invoice with the default place of supply.
    const empty = request.body === null || request.headers.get("content-length") === "0";
    const { placeOfSupply } = empty ? {} : await parseJson(request, invoiceRequestSchema);
    const { invoice, created } = await issueInvoice(reference, { placeOfSupply }, session.user.name);
    if (created)
      await audit(personActor(session), "invoice", {
        order: reference,
        detail: { number: invoice._id, totalPaise: invoice.totalPaise, placeOfSupply: invoice.placeOfSupply },
      });
    return NextResponse.json<Saved<InvoiceAnswer>>(
      { message: created ? "Invoice issued" : "Already invoiced", invoice: toInvoiceDto(invoice) },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "invoices.issue" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
