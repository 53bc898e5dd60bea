/**
 * The one source of truth for business facts: name, contact details, address,
 * socials and the job-work services. Everything on the site, in the JSON-LD and
 * in the WhatsApp links reads from here.
 *
 * The defaults are clearly fictional; the owner replaces them with the
 * NEXT_PUBLIC_* environment variables listed in the README (they are inlined at
 * build time, so rebuild after changing them).
 */

const env = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

/** Digits only, with country code: what wa.me and tel: links need. */
const phoneDigits = env(process.env.NEXT_PUBLIC_BUSINESS_PHONE, "919876543210").replace(/\D/g, "");
const whatsappDigits = env(process.env.NEXT_PUBLIC_BUSINESS_WHATSAPP, phoneDigits).replace(/\D/g, "");

/** "+91 98765 43210" from "919876543210". */
export function formatIndianPhone(digits: string): string {
  const national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits;
  return national.length === 10 ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : `+${digits}`;
}

export const site = {
  name: env(process.env.NEXT_PUBLIC_BUSINESS_NAME, "Kovai Panel Works"),
  shortName: env(process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME, "Kovai Panels"),
  tagline: "MDF and plywood job work for interiors, since 2009",
  banner: "Join with our team to grow your interior business",
  /** The banner as the Tamil pages write it. */
  bannerTamil: "உங்கள் இன்டீரியர் தொழில் வளர எங்கள் குழுவுடன் இணையுங்கள்",
  foundedYear: 2009,
  experienceYears: 16,
  city: "Coimbatore",
  /** The city as the Tamil pages write it. */
  cityTamil: "கோயம்புத்தூர்",
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
  address: {
    street: env(process.env.NEXT_PUBLIC_BUSINESS_STREET, "Plot 14, SIDCO Industrial Estate, Kurichi"),
    locality: "Coimbatore",
    region: "Tamil Nadu",
    postalCode: env(process.env.NEXT_PUBLIC_BUSINESS_POSTCODE, "641021"),
    country: "IN",
  },
  geo: { latitude: 10.9605, longitude: 76.9626 },
  openingHours: {
    days: "Monday to Saturday",
    daysTamil: "திங்கள் முதல் சனி வரை",
    opens: "09:00",
    closes: "19:00",
    closed: "Sunday and public holidays",
    closedTamil: "ஞாயிறு மற்றும் அரசு விடுமுறை நாட்களில்",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  socials: [
    { name: "Facebook", href: env(process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK, "https://www.facebook.com/") },
    { name: "Instagram", href: env(process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM, "https://www.instagram.com/") },
    { name: "LinkedIn", href: env(process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN, "https://www.linkedin.com/") },
    { name: "Twitter", href: env(process.env.NEXT_PUBLIC_SOCIAL_TWITTER, "https://x.com/") },
    { name: "WhatsApp", href: `https://wa.me/${whatsappDigits}` },
  ],
  builderCredit: {
    name: env(process.env.NEXT_PUBLIC_BUILDER_NAME, "Workshop Web Studio"),
    href: env(process.env.NEXT_PUBLIC_BUILDER_URL, "/"),
  },
} as const;

export type SectionId = "home" | "about" | "services" | "testimonials" | "whychoose" | "contact";

/** The landing page's sections, in the spec's order. */
export const sections: { id: SectionId; label: string; path: string }[] = [
  { id: "home", label: "Home", path: "/home" },
  { id: "about", label: "About", path: "/about" },
  { id: "services", label: "Services", path: "/services" },
  { id: "testimonials", label: "Testimonials", path: "/testimonials" },
  { id: "whychoose", label: "Why Choose Us", path: "/" },
  { id: "contact", label: "Contact", path: "/contact" },
];

/** Header and mobile-menu links (the spec's five). */
export const headerSectionIds: SectionId[] = ["home", "about", "services", "testimonials", "contact"];
/** Footer quick links (the spec's five). */
export const footerSectionIds: SectionId[] = ["home", "about", "services", "whychoose", "contact"];

/**
 * "Get directions": a Google Maps search for the workshop's address, which a
 * phone opens in its maps app (Android hands it to Maps, iOS to Google Maps or
 * the browser). NEXT_PUBLIC_BUSINESS_MAP_URL overrides it with the owner's own
 * pin (a maps.app.goo.gl share link, say).
 */
export function directionsUrl(): string {
  const own = env(process.env.NEXT_PUBLIC_BUSINESS_MAP_URL, "");
  if (own) return own;
  const { street, locality, region, postalCode } = site.address;
  const query = `${site.name}, ${street}, ${locality}, ${region} ${postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** True on a section's own page (/about for "about", /home for "home"…): the nav marks that link as the current page. */
export function sectionPathIsCurrent(id: SectionId, pathname: string | null): boolean {
  const section = sections.find((s) => s.id === id);
  return !!section && !!pathname && section.path !== "/" && pathname.replace(/\/+$/, "") === section.path;
}

/** Opens a WhatsApp chat with the business, with an optional prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${site.whatsapp.chatUrl}?text=${encodeURIComponent(text)}` : site.whatsapp.chatUrl;
}
