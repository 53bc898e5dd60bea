/**
 * The site's business facts (issue 56): the name, phone, WhatsApp, e-mail, address, map link, social links and
 * opening hours are the owner's, saved from the console (lib/business/site-facts-store.ts, read with `getSite()` on
 * the server and `useSite()` in the islands); `siteOf` turns them into what pages, WhatsApp links, papers and the
 * structured data use. What stays here is the site's own copy: its tagline, its founding year, its city.
 *
 * Before the first save the facts are the seed (lib/site/seed.ts: clearly fictional, or the NEXT_PUBLIC_* variables
 * of the README when they are set).
 */
import { chatLink, phoneOf } from "./contact";
import type { SiteFacts } from "../../vocabulary/site-facts";

export { formatIndianPhone } from "./contact";
export { footerSectionIds, headerSectionIds, sectionPathIsCurrent, sections, type SectionId } from "./sections";
export type { SiteFacts } from "../../vocabulary/site-facts";

/** The copy that is the site's own, not a fact the owner edits. */
export const siteCopy = {
  tagline: "MDF and plywood job work for interiors, since 2009",
  /** The spec's banner; the page's own language's is in the shared vocabulary (lib/i18n/site-facts.ts). */
  banner: "Join with our team to grow your interior business",
  foundedYear: 2009,
  experienceYears: 16,
  city: "Coimbatore",
  geo: { latitude: 10.9605, longitude: 76.9626 },
  /** The footer's credit to the site's builder (NEXT_PUBLIC_BUILDER_NAME and _URL, inlined at build time). */
  builderCredit: {
    name: process.env.NEXT_PUBLIC_BUILDER_NAME?.trim() || "Workshop Web Studio",
    href: process.env.NEXT_PUBLIC_BUILDER_URL?.trim() || "/",
  },
} as const;

const SOCIALS = [
  ["Facebook", "facebook"],
  ["Instagram", "instagram"],
  ["LinkedIn", "linkedin"],
  ["Twitter", "twitter"],
] as const;

/** Everything the site says about the business, from the owner's facts. */
export function siteOf(facts: SiteFacts) {
  const whatsappDigits = facts.whatsapp || facts.phone;
  const chatUrl = chatLink(whatsappDigits);
  const address = { street: facts.street, locality: siteCopy.city, region: "Tamil Nadu", postalCode: facts.postalCode, country: "IN" };
  return {
    ...siteCopy,
    facts,
    name: facts.name,
    shortName: facts.shortName,
    phone: phoneOf(facts.phone),
    whatsapp: { ...phoneOf(whatsappDigits), chatUrl },
    email: facts.email,
    address,
    /** The street in a page's language: the Tamil pages show the owner's Tamil form, or none (the city alone). */
    streetIn: (locale: "en" | "ta") => (locale === "ta" ? facts.streetTamil : facts.street),
    openingHours: {
      days: "Monday to Saturday",
      opens: facts.opens,
      closes: facts.closes,
      closed: "Sunday and public holidays",
      schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    },
    /** The social links the owner has given (an empty one is left out), then WhatsApp. */
    socials: [
      ...SOCIALS.filter(([, key]) => facts.socials[key]).map(([name, key]) => ({ name, href: facts.socials[key] })),
      { name: "WhatsApp", href: chatUrl },
    ],
    /** Opens a WhatsApp chat with the business, with an optional prefilled message. */
    whatsappLink: (text?: string) => chatLink(whatsappDigits, text),
    /**
     * "Get directions": the owner's own pin (a maps.app.goo.gl share link, say), or a Google Maps search for the
     * address, which a phone opens in its maps app.
     */
    directionsUrl: () =>
      facts.mapUrl ||
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `${facts.name}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
      )}`,
    /** One line for papers and messages: street, city, state and PIN code. */
    addressLine: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
  };
}

export type Site = ReturnType<typeof siteOf>;

/** What the islands need of the facts, worked out on the server so the phone never runs the formatter. */
export function contactOf(site: Site) {
  return {
    phone: site.phone,
    whatsapp: { digits: site.whatsapp.digits, display: site.whatsapp.display },
    email: site.email,
  };
}

export type SiteContact = ReturnType<typeof contactOf>;
