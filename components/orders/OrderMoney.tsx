import FileText from "lucide-react/icons/file-text";
import MessageCircle from "lucide-react/icons/message-circle";
import Smartphone from "lucide-react/icons/smartphone";
import QRCode from "qrcode";
import { buttonClass } from "@/components/ui/Button";
import { formatRupees } from "@/lib/format/money";
import { PAYMENT_MODE_LABEL } from "@/lib/money/payment-fields";
import { formatDay } from "@/lib/format/date";
import type { OrderDto } from "@/lib/orders/dto";
import { BillingDetails } from "./BillingDetails";

/**
 * Money on the order page (server-rendered): the quotation (PDF, and its link
 * on WhatsApp), what is asked, paid and due with the UPI link (a QR code to
 * scan from a large screen, a button that opens the UPI app on a phone), the
 * payments received, the invoice and credit note, and who the invoice is for.
 */
export async function OrderMoney({ order, origin, accessKey }: { order: OrderDto; origin: string; accessKey: string | null }) {
  const q = accessKey ? `?key=${encodeURIComponent(accessKey)}` : "";
  const file = (name: string) => `/api/orders/${order.reference}/${name}${q}`;
  const quoteUrl = `${origin}${file("quote.pdf")}`;
  const shareQuote = `https://wa.me/?text=${encodeURIComponent(`Quotation for job-work order ${order.reference}: ${quoteUrl}`)}`;
  const p = order.payment;
  const priced = order.confirmedPaise != null && order.status !== "received" && order.status !== "cancelled";
  const qr = p.upiLink ? await QRCode.toString(p.upiLink, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) : null;

  return (
    <section aria-labelledby="money-title" className="grid gap-4 rounded-lg border border-rule bg-white p-4" data-testid="order-money">
      <h2 id="money-title" className="text-xl font-semibold text-ink">
        Quotation and payment
      </h2>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a href={file("quote.pdf")} className={buttonClass("secondary", "sm")} data-testid="quote-pdf">
          <FileText aria-hidden="true" className="size-4" />
          Quotation (PDF)
        </a>
        <a href={shareQuote} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonClass("secondary", "sm")}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Share quotation on WhatsApp
        </a>
        {order.invoice && (
          <a href={file("invoice.pdf")} className={buttonClass("secondary", "sm")} data-testid="invoice-pdf">
            <FileText aria-hidden="true" className="size-4" />
            Tax invoice {order.invoice.number}
          </a>
        )}
        {order.creditNote && (
          <a href={file("credit-note.pdf")} className={buttonClass("secondary", "sm")}>
            <FileText aria-hidden="true" className="size-4" />
            Credit note {order.creditNote.number}
          </a>
        )}
      </div>

      {priced ? (
        <dl className="tabular grid grid-cols-3 gap-2 text-sm" data-testid="money-figures">
          <Figure term="Advance asked" value={formatRupees(p.advancePaise)} />
          <Figure term="Paid" value={formatRupees(p.paidPaise)} />
          <Figure term={p.balancePaise < 0 ? "To refund" : "Balance due"} value={formatRupees(Math.abs(p.balancePaise))} strong />
        </dl>
      ) : order.status === "cancelled" ? (
        p.paidPaise !== 0 && <p className="text-sm text-ink">Paid {formatRupees(p.paidPaise)} on this cancelled order: the workshop refunds it.</p>
      ) : (
        <p className="text-sm text-ink-muted">The advance is asked for once the workshop confirms the price.</p>
      )}

      {p.upiLink && (
        <div className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 print:hidden" data-testid="upi-pay">
          <p className="text-sm text-ink">
            Pay <strong className="tabular">{formatRupees(p.upiAmountPaise)}</strong>
            {p.paidPaise < p.advancePaise ? " as the advance" : " (the balance)"} with any UPI app. Write the order reference in the note if your app
            asks.
          </p>
          <a href={p.upiLink} className={`${buttonClass("primary", "md")} lg:hidden`} data-testid="upi-button">
            <Smartphone aria-hidden="true" className="size-4" />
            Pay with a UPI app
          </a>
          {qr && (
            <figure className="hidden items-center gap-4 lg:flex">
              <div
                className="size-44 shrink-0 bg-white p-1"
                role="img"
                aria-label={`UPI QR code for ${formatRupees(p.upiAmountPaise)}`}
                dangerouslySetInnerHTML={{ __html: qr }}
              />
              <figcaption className="text-sm text-ink-muted">
                Scan with a UPI app on your phone (Google Pay, PhonePe, Paytm, BHIM or your bank&rsquo;s app).
              </figcaption>
            </figure>
          )}
        </div>
      )}

      {p.entries.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-ink">Payments received</h3>
          <ul className="grid gap-1 text-sm" data-testid="payments">
            {p.entries.map((e, i) => (
              <li key={i} className="tabular flex flex-wrap justify-between gap-x-3 rounded border border-rule px-3 py-1.5">
                <span>
                  {formatDay(e.receivedOn)} · {PAYMENT_MODE_LABEL[e.mode]}
                  {e.utr && ` · UTR ${e.utr}`}
                  {e.note && ` · ${e.note}`}
                </span>
                <span className={e.amountPaise < 0 ? "text-red-800" : "font-medium text-ink"}>
                  {e.amountPaise < 0 ? "Refund " : ""}
                  {formatRupees(e.amountPaise)}
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
      />
    </section>
  );
}

function Figure({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-md bg-stone-warm px-3 py-2">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className={strong ? "text-base font-semibold text-ink" : "text-ink"}>{value}</dd>
    </div>
  );
}
