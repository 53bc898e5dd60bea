/**
 * WhatsApp texts about an order (client-safe): the customer's "Send on
 * WhatsApp" to the workshop, and the console's one-tap "Notify on WhatsApp"
 * to the customer. wa.me links open a chat with the text filled in; nothing is
 * sent until the person presses send, so tapping twice saves nothing twice.
 */
import { formatRupees } from "@/lib/format/money";
import { formatDay } from "@/lib/format/date";
import { site, whatsappLink } from "@/lib/site";
import type { OrderDto } from "./dto";
import { materialLabel } from "./pack";
import { statusLabel, statusMeaning } from "./status";
import type { Locale } from "@/lib/i18n/locales";

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
>;

/** The lines of the customer's message, in the language of the page it is sent from. */
const TO_WORKSHOP = {
  en: {
    order: (ref: string, status: string) => `Order ${ref} (${status})`,
    name: "Name",
    site: "Site",
    counts: (rows: number, parts: number) => `${rows} rows, ${parts} parts`,
    sheets: (n: number) => `${n} sheet${n === 1 ? "" : "s"}`,
    estimate: (total: string) => `Estimate: ${total} incl. GST`,
    requiredBy: (day: string, delivery: boolean) => `Required by ${day}, ${delivery ? "delivery" : "pickup"}`,
  },
  ta: {
    order: (ref: string, status: string) => `ஆர்டர் ${ref} (${status})`,
    name: "பெயர்",
    site: "சைட்",
    counts: (rows: number, parts: number) => `${rows} வரிகள், ${parts} துண்டுகள்`,
    sheets: (n: number) => `${n} ஷீட்`,
    estimate: (total: string) => `மதிப்பீடு: ${total}, GST உட்பட`,
    requiredBy: (day: string, delivery: boolean) => `தேவைப்படும் தேதி ${day}, ${delivery ? "டெலிவரி" : "பிக்கப்"}`,
  },
} satisfies Record<Locale, unknown>;

/** The customer's message to the workshop: reference, summary, estimate and the order's link, in `locale`. */
export function orderMessageToWorkshop(o: OrderLike, url: string, locale: Locale = "en"): string {
  const w = TO_WORKSHOP[locale];
  const parts = o.cutList.rows.reduce((n, r) => n + r.quantity, 0);
  return [
    w.order(o.reference, statusLabel(o.status, locale)),
    `${w.name}: ${o.customer.name}, ${o.customer.phone}`,
    ...(o.site ? [`${w.site}: ${o.site}`] : []),
    w.counts(o.cutList.rows.length, parts),
    ...o.plans.map((p) => `${materialLabel(p.material, o.materials)}: ${w.sheets(p.plan.sheets.length)}`),
    w.estimate(formatRupees(o.estimate.totalPaise)),
    w.requiredBy(formatDay(o.requiredBy, locale), o.fulfilment === "delivery"),
    url,
  ].join("\n");
}

/** The lines of the workshop's message, in the customer's language (the order's). */
const TO_CUSTOMER = {
  en: {
    hello: (name: string, business: string) => `Hello ${name}, ${business} here.`,
    now: (ref: string, status: string) => `Your order ${ref} is now: ${status}.`,
    price: (price: string) => `Confirmed price: ${price} incl. GST.`,
    reason: "Reason",
    details: "Details",
  },
  ta: {
    hello: (name: string, business: string) => `வணக்கம் ${name}, ${business} பேசுகிறோம்.`,
    now: (ref: string, status: string) => `உங்கள் ஆர்டர் ${ref} இப்போது: ${status}.`,
    price: (price: string) => `உறுதிசெய்த விலை: ${price}, GST உட்பட.`,
    reason: "காரணம்",
    details: "விவரங்கள்",
  },
} satisfies Record<Locale, unknown>;

/** The workshop's message to the customer about the order's current status, in `locale` (the order's language). */
export function statusMessageToCustomer(o: OrderLike, url: string, locale: Locale = "en"): string {
  const w = TO_CUSTOMER[locale];
  const lines = [w.hello(o.customer.name, site.shortName), w.now(o.reference, statusLabel(o.status, locale)), statusMeaning(o.status, locale)];
  if (o.status === "confirmed" && o.confirmedPaise != null) lines.push(w.price(formatRupees(o.confirmedPaise)));
  if (o.status === "cancelled" && o.cancelReason) lines.push(`${w.reason}: ${o.cancelReason}`);
  lines.push(`${w.details}: ${url}`);
  return lines.join("\n");
}

/** wa.me digits for an Indian phone as people type it: a 10-digit mobile gets the 91 prefix; a leading 0 is dropped. */
export function whatsappDigitsFor(phone: string): string {
  let d = phone.replace(/\D/g, "");
  if (d.length === 11 && d.startsWith("0")) d = d.slice(1);
  if (d.length === 10) d = `91${d}`;
  return d;
}

export const chatWithCustomer = (phone: string, text: string) => `https://wa.me/${whatsappDigitsFor(phone)}?text=${encodeURIComponent(text)}`;
export const chatWithWorkshop = (text: string) => whatsappLink(text);
