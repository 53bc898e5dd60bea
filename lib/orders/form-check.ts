/**
 * What the order form checks before it sends or queues an order (client-safe, issue 55): what can be checked without
 * the server (a guest's name and phone, the delivery address, the required-by date). An order with no network is
 * queued on the phone only once these hold, so it is not refused later, out of sight. Field names are the server's
 * (`guest.name`, `deliveryAddress`…), so its refusals and these land under the same fields. The server checks all
 * of it again.
 */
import { isEmailShaped, isPhone, PINCODE } from "@/lib/text/contact-rules";

/** `requiredDay` is its own problem: "{field} is required" filled with "Required by" reads as a word echo in Tamil. */
export type OrderFormProblem = "required" | "requiredDay" | "phone" | "email" | "pincode" | "pastDate" | "farDate";

export interface OrderFormFields {
  guest?: { name: string; phone: string; email?: string };
  fulfilment: "pickup" | "delivery";
  deliveryAddress?: string;
  deliveryPincode?: string;
  requiredBy: string;
}

/** `today` and `lastDay`: the first and last required-by dates the workshop takes (YYYY-MM-DD, India). */
export function orderFormProblems(body: OrderFormFields, today: string, lastDay: string): Record<string, OrderFormProblem> {
  const out: Record<string, OrderFormProblem> = {};
  if (body.guest) {
    if (!body.guest.name.trim()) out["guest.name"] = "required";
    if (!body.guest.phone.trim()) out["guest.phone"] = "required";
    else if (!isPhone(body.guest.phone.trim())) out["guest.phone"] = "phone";
    if (body.guest.email?.trim() && !isEmailShaped(body.guest.email.trim())) out["guest.email"] = "email";
  }
  if (body.fulfilment === "delivery" && !body.deliveryAddress?.trim()) out.deliveryAddress = "required";
  if (body.fulfilment === "delivery" && !body.deliveryPincode?.trim()) out.deliveryPincode = "required";
  else if (body.fulfilment === "delivery" && !PINCODE.test(body.deliveryPincode!.trim())) out.deliveryPincode = "pincode";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(body.requiredBy)) out.requiredBy = "requiredDay";
  else if (body.requiredBy < today) out.requiredBy = "pastDate";
  else if (body.requiredBy > lastDay) out.requiredBy = "farDate";
  return out;
}
