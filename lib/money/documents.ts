import "server-only";
import type { OrderBody } from "@/lib/orders/store/order-body";
import type { InvoiceDoc } from "@/models/Invoice";
import type { OrderDoc } from "@/models/Order";
import type { BusinessView } from "@/lib/business/fields";
import { recipientOf } from "./invoices";
import { renderPdf, type Printable } from "./pdf/render";
import { GST_STATES } from "@/lib/business/states";
import { taxLines } from "./tax-lines";
import { rupeesInWords } from "./words";
import { indiaDate } from "./financial-year";

/** The invoice or credit note as the API answers it. */
export function toInvoiceDto(d: InvoiceDoc) {
  return {
    number: d._id,
    kind: d.kind,
    date: d.date,
    order: d.order,
    placeOfSupply: d.placeOfSupply,
    placeOfSupplyName: GST_STATES[d.placeOfSupply] ?? "",
    supplier: d.supplier,
    recipient: d.recipient,
    lines: d.lines,
    taxablePaise: d.taxablePaise,
    cgstPaise: d.cgstPaise,
    sgstPaise: d.sgstPaise,
    igstPaise: d.igstPaise,
    totalPaise: d.totalPaise,
    amountInWords: rupeesInWords(d.totalPaise),
    refersTo: d.refersTo ?? null,
    reason: d.reason ?? "",
  };
}
export type InvoiceDto = ReturnType<typeof toInvoiceDto>;

const EXAMPLE_WARNING = "Example business details: the workshop has not saved its own name, address and GSTIN yet.";

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "24 Nov 2026". */
export const printDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** The quotation of an order: the confirmed price when there is one, else the estimate from its cut list. */
export function quotePdf(doc: OrderDoc, body: OrderBody, business: BusinessView, today = indiaDate()): Promise<Buffer> {
  const recipient = recipientOf(doc, business);
  const placeOfSupply = business.stateCode;
  const confirmed = doc.status !== "received" && doc.status !== "cancelled" ? (doc.confirmedPaise ?? undefined) : undefined;
  const totals = taxLines(body.estimate.lines, business.tax, true, confirmed);
  const printable: Printable = {
    title: "QUOTATION",
    facts: [
      ["Reference", doc._id],
      ["Date", printDate(today)],
      ["Valid until", printDate(addDays(today, business.quoteValidityDays))],
      ["Required by", printDate(doc.requiredBy)],
      ...(doc.site ? [["Site", doc.site] as [string, string]] : []),
    ],
    supplier: {
      name: business.legalName,
      address: business.address,
      gstin: business.gstin,
      stateCode: business.stateCode,
      phone: business.phone,
      email: business.email,
    },
    recipient,
    recipientLabel: "Quotation for",
    placeOfSupply,
    totals,
    words: rupeesInWords(totals.totalPaise),
    notes: [
      {
        heading: "Price",
        lines: [
          confirmed !== undefined
            ? "The price confirmed by the workshop, GST included."
            : "Estimated from the cut list at today's rates; the workshop confirms the price after checking the list.",
          ...body.estimate.remarks,
        ],
      },
      { heading: "Terms", lines: business.quoteTerms.split("\n").filter((l) => l.trim()) },
    ],
    warning: business.example ? EXAMPLE_WARNING : undefined,
  };
  return renderPdf(printable);
}

/** The tax invoice or the credit note, from the stored document only (never recomputed). */
export function invoicePdf(d: InvoiceDoc): Promise<Buffer> {
  const isNote = d.kind === "credit-note";
  const printable: Printable = {
    title: isNote ? "CREDIT NOTE" : "TAX INVOICE",
    facts: [
      [isNote ? "Credit note no." : "Invoice no.", d._id],
      ["Date", printDate(d.date)],
      ...(d.refersTo ? [["Against invoice", `${d.refersTo.number} of ${printDate(d.refersTo.date)}`] as [string, string]] : []),
      ["Order", d.order],
    ],
    supplier: d.supplier,
    recipient: d.recipient,
    recipientLabel: "Bill to",
    placeOfSupply: d.placeOfSupply,
    totals: d,
    words: rupeesInWords(d.totalPaise),
    notes: [
      ...(isNote ? [{ heading: "Reason", lines: [d.reason] }] : []),
      { heading: "Reverse charge", lines: ["Tax payable on reverse charge: No."] },
    ],
  };
  return renderPdf(printable);
}
