/**
 * Phone numbers and WhatsApp links from a number's digits: pure, and small enough for the phone's islands.
 */

/** "+91 98765 43210" from "919876543210". */
export function formatIndianPhone(digits: string): string {
  const national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits;
  return national.length === 10 ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : `+${digits}`;
}

/** A number as the site shows and links it: its digits (with the country code), "+91 98765 43210" and the link. */
export function phoneOf(digits: string) {
  return { digits, display: formatIndianPhone(digits), tel: `tel:+${digits}` };
}

/** A WhatsApp chat with a number, with an optional prefilled message. */
export function chatLink(digits: string, text?: string): string {
  const url = `https://wa.me/${digits}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}
