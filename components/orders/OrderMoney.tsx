import FileText from "lucide-react/icons/file-text";
import MessageCircle from "lucide-react/icons/message-circle";
import Smartphone from "lucide-react/icons/smartphone";
import QRCode from "qrcode";
import { buttonClass } from "@/components/ui/Button";
import { formatRupees } from "@/lib/format/money";
import { paymentModeLabel } from "@/lib/orders/billing";
import { TaggedText } from "@/components/ui/TaggedText";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { formatDay } from "@/lib/format/date";
import type { OrderDto } from "@/lib/orders/dto";
import { BillingDetails } from "./BillingDetails";
import { orderPaperHref } from "@/lib/client/api/links";

/**
 * Money on the order page (server-rendered): the quotation (PDF, and its link
 * on WhatsApp), what is asked, paid and due with the UPI link (a QR code to
 * scan from a large screen, a button that opens the UPI app on a phone), the
 * payments received, the invoice and credit note, and who the invoice is for.
 */
export async function OrderMoney({
  order,
  origin,
  accessKey,
  locale = "en",
}: {
  order: OrderDto;
  origin: string;
  accessKey: string | null;
  locale?: Locale;
}) {
  const words = orderWords(locale);
  const t = words.money;
  // The papers print in the page's language (issue 55: the Tamil page linked to English papers).
  const file = (paper: "quote.pdf" | "invoice.pdf" | "credit-note.pdf" | "challan.pdf") => orderPaperHref(order.reference, paper, accessKey, locale);
  // The shared link opens the quotation for whoever receives it, so it always carries the order's key, also when the
  // signed-in owner (who needs none) shares it (issue 55).
  const shareKey = accessKey ?? (order.link ? new URL(order.link, origin).searchParams.get("key") : null);
  const quoteUrl = `${origin}${orderPaperHref(order.reference, "quote.pdf", shareKey, locale)}`;
  const shareQuote = `https://wa.me/?text=${encodeURIComponent(fill(t.shareText, { reference: order.reference, url: quoteUrl }))}`;
  const p = order.payment;
  const priced = order.confirmedPaise != null && order.status !== "received" && order.status !== "cancelled";
  const qr = p.upiLink ? await QRCode.toString(p.upiLink, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) : null;

  return (
    <section aria-labelledby="money-title" className="grid gap-4 rounded-lg border border-rule bg-white p-4" data-testid="order-money">
      <h2 id="money-title" className="text-xl font-semibold text-ink">
        {t.title}
      </h2>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a href={file("quote.pdf")} className={buttonClass("secondary", "sm")} data-testid="quote-pdf">
          <FileText aria-hidden="true" className="size-4" />
          {t.quote}
        </a>
        <a href={shareQuote} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonClass("secondary", "sm")}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t.share}
        </a>
        {order.invoice && (
          <a href={file("invoice.pdf")} className={buttonClass("secondary", "sm")} data-testid="invoice-pdf">
            <FileText aria-hidden="true" className="size-4" />
            {fill(t.invoice, { number: order.invoice.number })}
          </a>
        )}
        {order.challan && (
          <a href={file("challan.pdf")} className={buttonClass("secondary", "sm")} data-testid="challan-pdf">
            <FileText aria-hidden="true" className="size-4" />
            {fill(t.challan, { number: order.challan.number })}
          </a>
        )}
        {order.creditNote && (
          <a href={file("credit-note.pdf")} className={buttonClass("secondary", "sm")}>
            <FileText aria-hidden="true" className="size-4" />
            {fill(t.creditNote, { number: order.creditNote.number })}
          </a>
        )}
      </div>

      {priced ? (
        <dl
          // As many tiles a row as fit their words: on a 360 px phone the Tamil terms ran out of three (walk 6, K7).
          className="tabular grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-2 text-sm"
          data-testid="money-figures"
        >
          <Figure term={t.advance} value={formatRupees(p.advancePaise)} />
          <Figure term={t.paid} value={formatRupees(p.paidPaise)} />
          <Figure term={p.balancePaise < 0 ? t.refund : t.due} value={formatRupees(Math.abs(p.balancePaise))} strong />
        </dl>
      ) : order.status === "cancelled" ? (
        p.paidPaise !== 0 && <p className="text-sm text-ink">{fill(t.paidCancelled, { amount: formatRupees(p.paidPaise) })}</p>
      ) : (
        <p className="text-sm text-ink-muted">{t.advanceLater}</p>
      )}

      {p.upiLink && (
        <div className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 print:hidden" data-testid="upi-pay">
          <p className="text-sm text-ink">
            <TaggedText
              text={fill(p.upiFor === "advance" ? t.payAdvance : t.payBalance, { amount: formatRupees(p.upiAmountPaise) })}
              tags={{ b: (chunk) => <strong className="tabular">{chunk}</strong> }}
            />
          </p>
          <a href={p.upiLink} className={`${buttonClass("primary", "md")} lg:hidden`} data-testid="upi-button">
            <Smartphone aria-hidden="true" className="size-4" />
            {t.payButton}
          </a>
          {qr && (
            <figure className="hidden items-center gap-4 lg:flex">
              <div
                className="size-44 shrink-0 bg-white p-1"
                role="img"
                aria-label={fill(t.qr, { amount: formatRupees(p.upiAmountPaise) })}
                dangerouslySetInnerHTML={{ __html: qr }}
              />
              <figcaption className="text-sm text-ink-muted">{t.scan}</figcaption>
            </figure>
          )}
        </div>
      )}

      {p.entries.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-ink">{t.received}</h3>
          <ul className="grid gap-1 text-sm" data-testid="payments">
            {p.entries.map((e, i) => (
              <li key={i} className="tabular flex flex-wrap justify-between gap-x-3 rounded border border-rule px-3 py-1.5">
                <span>
                  {formatDay(e.receivedOn, locale)} · {paymentModeLabel(e.mode, locale)}
                  {e.utr && ` · UTR ${e.utr}`}
                  {e.note && ` · ${e.note}`}
                </span>
                <span className={e.amountPaise < 0 ? "text-red-800" : "font-medium text-ink"}>
                  {e.amountPaise < 0 ? fill(t.refundEntry, { amount: formatRupees(e.amountPaise) }) : formatRupees(e.amountPaise)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <BillingDetails
        reference={order.reference}
        billing={order.billing}
        customerName={order.customer.name}
        accessKey={accessKey}
        locked={!!order.invoice}
        text={words.billing}
      />
    </section>
  );
}

function Figure({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0 rounded-md bg-stone-warm px-3 py-2">
      <dt className="text-xs [overflow-wrap:anywhere] text-ink-muted">{term}</dt>
      <dd className={strong ? "text-base font-semibold text-ink" : "text-ink"}>{value}</dd>
    </div>
  );
}
