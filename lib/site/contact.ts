/**
 * Phone numbers and WhatsApp links from a number's digits: pure, and small enough for the phone's islands.
 */

/** The metros' two-digit STD codes (Delhi, Pune, Mumbai, Kolkata, Hyderabad, Chennai, Ahmedabad, Bengaluru). */
const METRO_STD = ["11", "20", "22", "33", "40", "44", "79", "80"];

/**
 * A number as India writes it, from its digits with the country code: a mobile (it starts with 6 to 9) "+91 98765
 * 43210"; a landline by its STD code (walk C20), "+91 422 257 7788" (Coimbatore), "+91 44 2345 6789" (Chennai).
 */
export function formatIndianPhone(digits: string): string {
  const national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits;
  if (national.length !== 10) return `+${digits}`;
  if (/^[6-9]/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  const std = METRO_STD.includes(national.slice(0, 2)) ? 2 : 3;
  const rest = national.slice(std);
  return `+91 ${national.slice(0, std)} ${rest.slice(0, rest.length - 4)} ${rest.slice(-4)}`;
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
