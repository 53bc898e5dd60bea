import { NotFoundError } from "@/lib/errors";
import { otherMethods } from "@/lib/http/methods";
import { challanPdf } from "@/lib/money/documents";
import { documentOf } from "@/lib/money/invoices";
import { orderPdfRoute, pdfName } from "@/lib/http/order-pdf-route";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/challan.pdf[?key=][&download][&lang=ta] → the order's delivery challan as issued, in triplicate (A4 PDF); 404 before it is issued or for anyone who may not see the order. */
export const GET = orderPdfRoute(async ({ doc, locale }) => {
  const issued = await documentOf(doc, "challan");
  if (!issued) throw new NotFoundError("This order has no delivery challan yet.");
  return { pdf: await challanPdf(issued, locale), filename: pdfName(issued._id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
