import "server-only";
import type { OrderBody } from "@/lib/orders/store/order-body";
import type { InvoiceDoc } from "@/models/Invoice";
import type { IssuedPaper } from "./answers";
import type { OrderDoc } from "@/models/Order";
import type { BusinessView } from "@/lib/business/fields";
import { recipientOf } from "./invoices";
import { renderPdf, type Printable } from "./pdf/render";
import { GST_STATES } from "@/lib/business/states";
import { taxLines, withBoardHsn, type HsnOf } from "./tax-lines";
import { type TaxTotals } from "@/vocabulary/money";
import { paperWords } from "./pdf/words";
import { formatDay } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/locales";
import { messagesIn } from "@/lib/i18n/server-messages";
import type { Say } from "@/lib/i18n/say";
import { paperLineWords, remarkWords } from "@/lib/orders/estimate-words";
import { amountWordsIn, rupeesInWords } from "./words";
import { indiaDate } from "../format/financial-year";

/** The invoice, credit note or challan as the API answers it. */
export function toInvoiceDto(d: InvoiceDoc): IssuedPaper {
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
    ...(d.challanKind ? { challanKind: d.challanKind } : {}),
  };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The quotation of an order: the confirmed price when there is one, else the estimate from its cut list. In `locale`
 * (the page it was opened from): the paper's own words, the lines and remarks (lib's English, put in Tamil by the
 * one catalogue the estimate on the page uses), dates, and the terms in Tamil when the workshop wrote them.
 */
export function quotePdf(
  doc: OrderDoc,
  body: OrderBody,
  business: BusinessView,
  locale: Locale = "en",
  today = indiaDate(),
  hsnOf: HsnOf = () => undefined,
): Promise<Buffer> {
  const words = paperWords(locale);
  const say = messagesIn(locale);
  const recipient = recipientOf(doc, business);
  const placeOfSupply = business.stateCode;
  const confirmed = doc.status !== "received" && doc.status !== "cancelled" ? (doc.confirmedPaise ?? undefined) : undefined;
  const totals = taxLines(withBoardHsn(body.estimate.lines, hsnOf), business.tax, true, confirmed);
  const terms = (locale === "ta" && business.quoteTermsTamil.trim()) || business.quoteTerms;
  const printable: Printable = {
    words,
    locale,
    title: words("quotation"),
    facts: [
      [words("reference"), doc._id],
      [words("date"), formatDay(today, locale)],
      [words("validUntil"), formatDay(addDays(today, business.quoteValidityDays), locale)],
      [words("requiredBy"), formatDay(doc.requiredBy, locale)],
      ...(doc.site ? [[words("site"), doc.site] as [string, string]] : []),
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
    recipientLabel: words("quotationFor"),
    placeOfSupply,
    totals: inLanguage(totals, say),
    inWords: amountWordsIn(totals.totalPaise, locale),
    notes: [
      {
        heading: words("price"),
        lines: [confirmed !== undefined ? words("priceConfirmed") : words("priceEstimated"), ...remarkWords(body.estimate).map(say)],
      },
      { heading: words("terms"), lines: terms.split("\n").filter((l) => l.trim()) },
    ],
    warning: business.example ? words("example") : undefined,
  };
  return renderPdf(printable);
}

/** The tax invoice or the credit note, from the stored document only (never recomputed); `locale` as the quotation's. */
export function invoicePdf(d: InvoiceDoc, locale: Locale = "en"): Promise<Buffer> {
  const words = paperWords(locale);
  const isNote = d.kind === "credit-note";
  const printable: Printable = {
    words,
    locale,
    title: isNote ? words("creditNote") : words("taxInvoice"),
    facts: [
      [isNote ? words("creditNoteNo") : words("invoiceNo"), d._id],
      [words("date"), formatDay(d.date, locale)],
      ...(d.refersTo
        ? [
            [words("againstInvoice"), words("againstInvoiceValue", { number: d.refersTo.number, date: formatDay(d.refersTo.date, locale) })] as [
              string,
              string,
            ],
          ]
        : []),
      [words("order"), d.order],
    ],
    supplier: d.supplier,
    recipient: d.recipient,
    recipientLabel: words("billTo"),
    placeOfSupply: d.placeOfSupply,
    totals: inLanguage(d, messagesIn(locale)),
    inWords: amountWordsIn(d.totalPaise, locale),
    notes: [
      ...(isNote ? [{ heading: words("reason"), lines: [d.reason] }] : []),
      { heading: words("reverseCharge"), lines: [words("reverseChargeNo")] },
    ],
  };
  return renderPdf(printable);
}

/**
 * The delivery challan (GST Rule 55), from the stored document only, in triplicate: the same page three times, marked
 * original for the consignee, duplicate for the transporter and triplicate for the consignor. Consignor and consignee
 * with their GSTINs (or unregistered), the place of supply, each line's HSN, quantity and value, the tax where the
 * movement is a supply, and the signature.
 */
export function challanPdf(d: InvoiceDoc, locale: Locale = "en"): Promise<Buffer> {
  const words = paperWords(locale);
  const kind = d.challanKind ?? "delivery";
  const printable: Printable = {
    words,
    locale,
    title: words("deliveryChallan"),
    facts: [
      [words("challanNo"), d._id],
      [words("date"), formatDay(d.date, locale)],
      [words("order"), d.order],
      [words("movement"), words("movementKind", { kind })],
    ],
    supplier: d.supplier,
    supplierLabel: words("consignor"),
    recipient: d.recipient,
    recipientLabel: words("consignee"),
    placeOfSupply: d.placeOfSupply,
    totals: inLanguage(d, messagesIn(locale)),
    inWords: amountWordsIn(d.totalPaise, locale),
    notes: [{ heading: words("goodsValue"), lines: [kind === "delivery" ? words("goodsValueSupply") : words("goodsValueReturn")] }],
    copies: (["original", "duplicate", "triplicate"] as const).map((copy) => words("copy", { copy })),
  };
  return renderPdf(printable);
}

/** The lines' descriptions in the paper's language (their keyed words, lib/orders/estimate-words.ts); the figures as they are. */
const inLanguage = (t: TaxTotals, say: Say): TaxTotals => ({ ...t, lines: t.lines.map((l) => ({ ...l, description: say(paperLineWords(l)) })) });
