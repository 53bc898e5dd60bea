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
import { STATUS_LABEL, STATUS_MEANING } from "./status";

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

function summaryLines(o: OrderLike): string[] {
  const parts = o.cutList.rows.reduce((n, r) => n + r.quantity, 0);
  const lines = [`${o.cutList.rows.length} rows, ${parts} parts`];
  for (const p of o.plans)
    lines.push(`${materialLabel(p.material, o.materials)}: ${p.plan.sheets.length} sheet${p.plan.sheets.length === 1 ? "" : "s"}`);
  return lines;
}

/** The customer's message to the workshop: reference, summary, estimate and the order's link. */
export function orderMessageToWorkshop(o: OrderLike, url: string): string {
  return [
    `Order ${o.reference} (${STATUS_LABEL[o.status]})`,
    `Name: ${o.customer.name}, ${o.customer.phone}`,
    ...(o.site ? [`Site: ${o.site}`] : []),
    ...summaryLines(o),
    `Estimate: ${formatRupees(o.estimate.totalPaise)} incl. GST`,
    `Required by ${formatDay(o.requiredBy)}, ${o.fulfilment === "delivery" ? "delivery" : "pickup"}`,
    url,
  ].join("\n");
}

/** The workshop's message to the customer about the order's current status. */
export function statusMessageToCustomer(o: OrderLike, url: string): string {
  const lines = [
    `Hello ${o.customer.name}, ${site.shortName} here.`,
    `Your order ${o.reference} is now: ${STATUS_LABEL[o.status]}.`,
    STATUS_MEANING[o.status],
  ];
  if (o.status === "confirmed" && o.confirmedPaise != null) lines.push(`Confirmed price: ${formatRupees(o.confirmedPaise)} incl. GST.`);
  if (o.status === "cancelled" && o.cancelReason) lines.push(`Reason: ${o.cancelReason}`);
  lines.push(`Details: ${url}`);
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
