/**
 * The workshop's phone, WhatsApp and e-mail, and the WhatsApp link: the business facts the phone's islands need
 * (a WhatsApp button, the error page), apart from lib/site.ts so that they do not carry every other fact into the
 * page's JavaScript. lib/site.ts builds `site` from these: one source of truth.
 *
 * The defaults are clearly fictional; the owner replaces them with the NEXT_PUBLIC_* environment variables listed
 * in the README (inlined at build time).
 */

export const env = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

/** Digits only, with country code: what wa.me and tel: links need. */
const phoneDigits = env(process.env.NEXT_PUBLIC_BUSINESS_PHONE, "919876543210").replace(/\D/g, "");
const whatsappDigits = env(process.env.NEXT_PUBLIC_BUSINESS_WHATSAPP, phoneDigits).replace(/\D/g, "");

/** "+91 98765 43210" from "919876543210". */
export function formatIndianPhone(digits: string): string {
  const national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits;
  return national.length === 10 ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : `+${digits}`;
}

export const contact = {
  phone: {
    digits: phoneDigits,
    display: formatIndianPhone(phoneDigits),
    tel: `tel:+${phoneDigits}`,
  },
  whatsapp: {
    digits: whatsappDigits,
    display: formatIndianPhone(whatsappDigits),
    chatUrl: `https://wa.me/${whatsappDigits}`,
  },
  email: env(process.env.NEXT_PUBLIC_BUSINESS_EMAIL, "sales@kovaipanelworks.example"),
} as const;

/** Opens a WhatsApp chat with the business, with an optional prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${contact.whatsapp.chatUrl}?text=${encodeURIComponent(text)}` : contact.whatsapp.chatUrl;
}
