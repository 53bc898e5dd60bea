import { otherMethods } from "@/lib/http/methods";
import { issuedPdfRoute } from "@/lib/http/order-pdf-route";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/challan.pdf[?key=][&download][&lang=ta] → the order's delivery challan as issued, in triplicate (A4 PDF); 404 before it is issued or for anyone who may not see the order. */
export const GET = issuedPdfRoute("challan");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
