/**
 * The UPI payment link of an order (NPCI's deep-link form), client-safe:
 * `upi://pay?pa=<VPA>&pn=<payee>&am=<rupees, two decimals>&cu=INR&tn=<note>&tr=<reference>`.
 * Every UPI app on the phone opens it with the amount filled in; the same
 * text as a QR code is scanned from a laptop's screen.
 */
import { decimalRupees, roundToRupee } from "@/lib/format/money";

export function upiLink(p: { vpa: string; payee: string; amountPaise: number; reference: string; note: string }): string {
  const q = (v: string) => encodeURIComponent(v).replace(/%40/g, "@");
  return `upi://pay?pa=${q(p.vpa)}&pn=${q(p.payee)}&am=${decimalRupees(p.amountPaise)}&cu=INR` + `&tn=${q(p.note.slice(0, 80))}&tr=${q(p.reference)}`;
}

/** The advance asked for: a percentage of the confirmed price, rounded to whole rupees (never more than the price). */
export function advanceOf(confirmedPaise: number, percent: number): number {
  return Math.min(confirmedPaise, roundToRupee((confirmedPaise * percent) / 100));
}
