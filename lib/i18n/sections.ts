import { sections, type SectionId } from "@/lib/site";
import { localePath, TAMIL_PAGES, type Locale } from "./locales";

/**
 * Where a section link leads from another page in `locale`: the section's Tamil page when it has one, else the
 * English landing page's section (undefined: SectionLink's own `/#id`).
 */
export function sectionHref(locale: Locale, id: SectionId): string | undefined {
  if (locale === "en") return undefined;
  const path = sections.find((s) => s.id === id)?.path;
  return path && (TAMIL_PAGES as readonly string[]).includes(path) ? localePath(locale, path) : undefined;
}
