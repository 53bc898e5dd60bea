/**
 * The one source of truth for business facts: name, contact details, address,
 * socials and the job-work services. Everything on the site, in the JSON-LD and
 * in the WhatsApp links reads from here (the phone, WhatsApp and e-mail from
 * lib/site-contact.ts, the sections from lib/site-sections.ts, kept apart for
 * the client islands).
 *
 * The defaults are clearly fictional; the owner replaces them with the
 * NEXT_PUBLIC_* environment variables listed in the README (they are inlined at
 * build time, so rebuild after changing them).
 */
import { contact, env } from "./site-contact";

export { formatIndianPhone, whatsappLink } from "./site-contact";
export { footerSectionIds, headerSectionIds, sectionPathIsCurrent, sections, type SectionId } from "./site-sections";

export const site = {
  name: env(process.env.NEXT_PUBLIC_BUSINESS_NAME, "Kovai Panel Works"),
  shortName: env(process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME, "Kovai Panels"),
  tagline: "MDF and plywood job work for interiors, since 2009",
  /** The spec's banner; the page's own language's is in the shared vocabulary (lib/i18n/site-facts.ts). */
  banner: "Join with our team to grow your interior business",
  foundedYear: 2009,
  experienceYears: 16,
  city: "Coimbatore",
  ...contact,
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
    opens: "09:00",
    closes: "19:00",
    closed: "Sunday and public holidays",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  socials: [
    { name: "Facebook", href: env(process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK, "https://www.facebook.com/") },
    { name: "Instagram", href: env(process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM, "https://www.instagram.com/") },
    { name: "LinkedIn", href: env(process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN, "https://www.linkedin.com/") },
    { name: "Twitter", href: env(process.env.NEXT_PUBLIC_SOCIAL_TWITTER, "https://x.com/") },
    { name: "WhatsApp", href: contact.whatsapp.chatUrl },
  ],
  builderCredit: {
    name: env(process.env.NEXT_PUBLIC_BUILDER_NAME, "Workshop Web Studio"),
    href: env(process.env.NEXT_PUBLIC_BUILDER_URL, "/"),
  },
} as const;

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
