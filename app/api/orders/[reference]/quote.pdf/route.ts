import { NotFoundError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getBusiness } from "@/lib/money/business";
import { quotePdf } from "@/lib/money/documents";
import { pdfResponse } from "@/lib/money/pdf/respond";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { getOrderDocFor } from "@/lib/orders/store";

export const dynamic = "force-dynamic";

/** GET /api/orders/{reference}/quote.pdf[?key=][&download=1] → the A4 quotation (PDF), for whoever may see the order; 404 for anyone else. */
export const GET = route<{ reference: string }>(
  async (request, { params, session }) => {
    const reference = requireReference(params.reference);
    await hitOrderViewLimit(clientIp(request));
    const found = await getOrderDocFor(reference, { user: session?.user ?? null, key: orderKey(request) });
    if (!found) throw new NotFoundError("Order not found");
    const pdf = await quotePdf(found.doc, found.body, await getBusiness());
    return pdfResponse(pdf, `Quotation-${reference}.pdf`, new URL(request.url).searchParams.has("download"));
  },
  { auth: "optional" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
