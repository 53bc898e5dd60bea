/** The landing page's sections and the links to them (apart from lib/site/site.ts: the header's islands need only these). */
import { localePath, twinOf, type Locale } from "@/lib/i18n/locales";

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

/** True on a section's own page (/about for "about", /home for "home"…): the nav marks that link as the current page. */
export function sectionPathIsCurrent(id: SectionId, pathname: string | null): boolean {
  const section = sections.find((s) => s.id === id);
  return !!section && !!pathname && section.path !== "/" && pathname.replace(/\/+$/, "") === section.path;
}

/**
 * Where a section link leads from another page in `locale`: the section on that language's landing page, as
 * English links lead to `/#id` (undefined: SectionLink's own `/#id`).
 */
export function sectionHref(locale: Locale, id: SectionId): string | undefined {
  if (locale === "en" || !twinOf("/")) return undefined;
  return `${localePath(locale, "/")}#${id}`;
}
