import { NotFoundError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { invoicePdf } from "@/lib/money/documents";
import { documentOf } from "@/lib/money/invoices";
import { pdfName, pdfResponse } from "@/lib/money/pdf/respond";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { getOrderDocFor } from "@/lib/orders/store";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/credit-note.pdf[?key=][&download=1] → the order's credit note (A4 PDF, selectable text); 404 before it is issued or for anyone who may not see the order. */
export const GET = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request));
    const found = await getOrderDocFor(reference, { user: session?.user ?? null, key: orderKey(request) });
    if (!found) throw new NotFoundError("Order not found");
    const doc = await documentOf(found.doc, "credit-note");
    if (!doc) throw new NotFoundError("This order has no credit note yet.");
    return pdfResponse(await invoicePdf(doc), pdfName(doc._id), new URL(request.url).searchParams.has("download"));
  },
  { auth: "optional" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
