import { NotFoundError } from "@/lib/errors";
import { otherMethods } from "@/lib/http/methods";
import { invoicePdf } from "@/lib/money/documents";
import { documentOf } from "@/lib/money/invoices";
import { orderPdfRoute, pdfName } from "@/lib/http/order-pdf-route";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/credit-note.pdf[?key=][&download][&lang=ta] → the order's credit note as issued (A4 PDF, selectable text); 404 before it is issued or for anyone who may not see the order. */
export const GET = orderPdfRoute(async ({ doc, locale }) => {
  const issued = await documentOf(doc, "credit-note");
  if (!issued) throw new NotFoundError("This order has no credit note yet.");
  return { pdf: await invoicePdf(issued, locale), filename: pdfName(issued._id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
