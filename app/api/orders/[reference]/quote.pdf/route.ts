import { otherMethods } from "@/lib/http/methods";
import { getBusiness } from "@/lib/business/settings";
import { quotePdf } from "@/lib/money/documents";
import { boardHsnOf } from "@/lib/cutting/list/materials";
import { getCatalog } from "@/lib/rack/catalog";
import { orderPdfRoute } from "@/lib/http/order-pdf-route";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/quote.pdf[?key=][&download][&lang=ta] → the A4 quotation (PDF), for whoever may see the order; 404 for anyone else. */
export const GET = orderPdfRoute(async ({ doc, body, locale }) => ({
  pdf: await quotePdf(doc, body, await getBusiness(), locale, undefined, boardHsnOf(await getCatalog())),
  filename: `Quotation-${doc._id}.pdf`,
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
