import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { Saved } from "@/lib/answers";
import type { CreditNoteAnswer } from "@/lib/money/answers";
import { toInvoiceDto } from "@/lib/money/documents";
import { issueCreditNote } from "@/lib/money/invoices";
import { creditNoteRequestSchema } from "@/lib/money/payment-fields";
import { requireReference } from "@/lib/orders/params";

export const dynamic = "force-dynamic";

/** POST /api/admin/orders/{reference}/credit-note {reason} → 201 {creditNote} (200 with the same one after), for an invoiced order that was cancelled. Admins only. */
export const POST = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    const { reason } = await parseJson(request, creditNoteRequestSchema);
    const { invoice, created } = await issueCreditNote(reference, reason, session.user.name);
    if (created)
      await audit(personActor(session), "credit-note", { order: reference, detail: { number: invoice._id, totalPaise: invoice.totalPaise, reason } });
    return NextResponse.json<Saved<CreditNoteAnswer>>(
      { message: created ? "Credit note issued" : "Credit note already issued", creditNote: toInvoiceDto(invoice) },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "creditnotes.issue" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
