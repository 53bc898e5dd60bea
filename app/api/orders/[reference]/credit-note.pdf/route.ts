import { otherMethods } from "@/lib/http/methods";
import { issuedPdfRoute } from "@/lib/http/order-pdf-route";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/credit-note.pdf[?key=][&download][&lang=ta] → the order's credit note as issued (A4 PDF, selectable text); 404 before it is issued or for anyone who may not see the order. */
export const GET = issuedPdfRoute("credit-note");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
