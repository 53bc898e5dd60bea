/**
 * WhatsApp texts about an order (server-only: their words are the order's,
 * messages/islands/<locale>/order.json `messages`): the customer's "Send on
 * WhatsApp" to the workshop, and the console's one-tap "Notify on WhatsApp"
 * to the customer. wa.me links open a chat with the text filled in; nothing is
 * sent until the person presses send, so tapping twice saves nothing twice.
 */
import "server-only";
import { formatRupees } from "@/lib/format/money";
import { formatDate, formatDay } from "@/lib/format/date";
import { chatLink } from "@/lib/site/contact";
import type { OrderDto } from "./dto";
import { cancelReasonIn } from "./history-words";
import { materialLabel } from "./pack";
import { namesIn } from "@/lib/cutting/list/materials";
import { statusLabel, statusMeaning } from "./status";
import { orderWords } from "@/lib/i18n/islands/order";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { mm } from "@/lib/rack/shelf";

type OrderLike = Pick<
  OrderDto,
  | "reference"
  | "status"
  | "customer"
  | "cutList"
  | "plans"
  | "materials"
  | "estimate"
  | "confirmedPaise"
  | "requiredBy"
  | "fulfilment"
  | "site"
  | "cancelReason"
  | "history"
  | "payment"
> &
  Partial<Pick<OrderDto, "materialsTa">>;

/** The customer's message to the workshop: reference, summary, estimate and the order's link, in `locale`. */
export function orderMessageToWorkshop(o: OrderLike, url: string, locale: Locale = "en"): string {
  const w = orderWords(locale).messages.toWorkshop;
  const parts = o.cutList.rows.reduce((n, r) => n + r.quantity, 0);
  return [
    fill(w.order, { ref: o.reference, status: statusLabel(o.status, locale) }),
    fill(w.name, { name: o.customer.name, phone: o.customer.phone }),
    ...(o.site ? [fill(w.site, { site: o.site })] : []),
    // One vocabulary everywhere (issue 38): a row of the list is a part; a cut piece is a piece.
    fill(w.counts, {
      rows: o.cutList.rows.length,
      partWord: fill(w.part, { n: o.cutList.rows.length }),
      parts,
      pieceWord: fill(w.piece, { n: parts }),
    }),
    ...o.plans.map((p) =>
      fill(w.sheets, { material: materialLabel(p.material, namesIn(o.materials, o.materialsTa, locale)), n: p.plan.sheets.length }),
    ),
    // Once the workshop has confirmed the price, that is the figure (issue 55), not the estimate.
    o.confirmedPaise != null && o.status !== "received" && o.status !== "cancelled"
      ? fill(w.confirmed, { total: formatRupees(o.confirmedPaise) })
      : fill(w.estimate, { total: formatRupees(o.estimate.totalPaise) }),
    fill(w.requiredBy, { day: formatDay(o.requiredBy, locale), fulfilment: o.fulfilment === "delivery" ? w.delivery : w.pickup }),
    url,
  ].join("\n");
}

/**
 * The workshop's message to the customer about the order's current status, in `locale` (the order's language),
 * signed with the business's short name (the console's facts).
 */
export function statusMessageToCustomer(o: OrderLike, url: string, locale: Locale, business: string): string {
  const w = orderWords(locale).messages.toCustomer;
  const lines = [
    fill(w.hello, { name: o.customer.name, business }),
    fill(w.now, { ref: o.reference, status: statusLabel(o.status, locale) }),
    statusMeaning(o.status, locale),
  ];
  if (o.status === "confirmed" && o.confirmedPaise != null) lines.push(fill(w.price, { price: formatRupees(o.confirmedPaise) }));
  // What is due now and how to pay it, whenever something is (issue 36): the advance, then the balance.
  if (o.status !== "cancelled" && o.payment.upiAmountPaise > 0 && o.payment.upiLink) {
    lines.push(fill(w.due, { amount: formatRupees(o.payment.upiAmountPaise) }), fill(w.pay, { link: o.payment.upiLink }));
  } else if (o.status !== "cancelled" && o.payment.balancePaise > 0) {
    lines.push(fill(w.due, { amount: formatRupees(o.payment.balancePaise) }));
  }
  if (o.status === "cancelled" && o.cancelReason) lines.push(fill(w.reason, { reason: cancelReasonIn(o, locale) }));
  lines.push(fill(w.details, { url }));
  return lines.join("\n");
}

/** wa.me digits for an Indian phone as people type it: a 10-digit mobile gets the 91 prefix; a leading 0 is dropped. */
export function whatsappDigitsFor(phone: string): string {
  let d = phone.replace(/\D/g, "");
  if (d.length === 11 && d.startsWith("0")) d = d.slice(1);
  if (d.length === 10) d = `91${d}`;
  return d;
}

export const chatWithCustomer = (phone: string, text: string) => chatLink(whatsappDigitsFor(phone), text);

/** The console's "Notify on WhatsApp": the order's current status, to the customer, in the order's language, with its page's link. */
export function notifyCustomerHref(o: OrderLike & Pick<OrderDto, "language" | "link">, origin: string, business: string): string {
  const url = `${origin}${localHref(o.language, o.link ?? `/orders/${o.reference}`)}`;
  return chatWithCustomer(o.customer.phone, statusMessageToCustomer(o, url, o.language, business));
}

/**
 * The week-before WhatsApp text about a piece on a customer's shelf (issue 54), ready on the console: in the language
 * of the order it was left over from; for a piece brought in (no order, so no language known), in Tamil, then English.
 */
export function shelfNoticeHref(
  piece: { id: string; length: number; width: number; material: string },
  owner: { name: string; phone: string; language?: string },
  keepUntil: string,
  business: string,
): string {
  const locales: Locale[] = owner.language === "ta" || owner.language === "en" ? [owner.language] : ["ta", "en"];
  const text = locales
    .map((locale) =>
      fill(orderWords(locale).messages.shelfNotice, {
        name: owner.name,
        business,
        material: piece.material,
        length: mm(piece.length),
        width: mm(piece.width),
        id: piece.id,
        date: formatDate(keepUntil, locale),
      }),
    )
    .join("\n\n");
  return chatWithCustomer(owner.phone, text);
}
