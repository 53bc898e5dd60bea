import { sections, type SectionId } from "@/lib/site";
import { twinOf, type Locale } from "./locales";

/**
 * Where a section link leads from another page in `locale`: the section's page in that language when it has one
 * (its twin), else the English landing page's section (undefined: SectionLink's own `/#id`).
 */
export function sectionHref(locale: Locale, id: SectionId): string | undefined {
  if (locale === "en") return undefined;
  const path = sections.find((s) => s.id === id)?.path;
  return path ? twinOf(path)?.path : undefined;
}
