import type { Site } from "@/lib/site/site";
import { jobWorkServices } from "@/lib/job-work/job-work";
import { absoluteUrl } from "../site/url";

/** schema.org LocalBusiness for the whole site, built from the one business-facts module. */
export function localBusinessJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    image: absoluteUrl("/opengraph-image"),
    logo: absoluteUrl("/icon.svg"),
    telephone: `+${site.phone.digits}`,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.openingHours.schemaDays,
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    areaServed: "Tamil Nadu",
    sameAs: site.socials.map((s) => s.href).filter((href) => /^https:\/\/[^/]+\/.+/.test(href)),
    makesOffer: [...jobWorkServices.map((s) => s.name), "ROUTING"].map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: name.charAt(0) + name.slice(1).toLowerCase() },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are escaped as
 * \u003c etc., so no value (an env var, a future CMS field) can close the script tag.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
