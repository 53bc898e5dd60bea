import "server-only";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { orderKey, requireReference } from "@/lib/orders/params";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { getOrderDocFor } from "@/lib/orders/view";
import type { OrderBody } from "@/lib/orders/store/order-body";
import type { OrderDoc } from "@/models/Order";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { challanPdf, invoicePdf } from "@/lib/money/documents";
import { documentOf } from "@/lib/money/invoices";
import type { InvoiceKind } from "@/models/Invoice";

/**
 * GET handler of one of an order's PDFs (quotation, invoice, credit note):
 * for whoever may see the order (its customer, the guest link's key, an
 * admin), 404 for anyone else, counted against the order lookups' limit.
 * `?download` saves it as a file instead of showing it; `?lang=ta` prints it in Tamil (the Tamil order page's links
 * ask so), any other value or none in English. Never cached.
 */
export function orderPdfRoute(render: (order: { doc: OrderDoc; body: OrderBody; locale: Locale }) => Promise<{ pdf: Buffer; filename: string }>) {
  return route<{ reference: string }>(
    async (request, { params, session }) => {
      const reference = requireReference(params.reference);
      await hitOrderViewLimit(clientIp(request), session?.user);
      const found = await getOrderDocFor(reference, { user: session?.user ?? null, key: orderKey(request) });
      if (!found) throw new NotFoundError(refusal("orderNotFound"));
      const query = new URL(request.url).searchParams;
      const lang = query.get("lang");
      const { pdf, filename } = await render({ ...found, locale: isLocale(lang) ? lang : "en" });
      const download = query.has("download");
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${filename}"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
    { auth: "optional" },
  );
}

/** "KPW/26-27/0001" → "KPW-26-27-0001.pdf". */
export const pdfName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

/**
 * GET handler of an issued paper's PDF (the tax invoice, the credit note, the delivery challan): drawn from the stored
 * document only, in the asked language; 404 saying the order has none before it is issued.
 */
export function issuedPdfRoute(kind: InvoiceKind) {
  return orderPdfRoute(async ({ doc, locale }) => {
    const issued = await documentOf(doc, kind);
    if (!issued) throw new NotFoundError(refusal("noPaperYet", { kind: kind === "credit-note" ? "creditNote" : kind }));
    return { pdf: await (kind === "challan" ? challanPdf : invoicePdf)(issued, locale), filename: pdfName(issued._id) };
  });
}
