import type { SectionId } from "@/lib/site/sections";
import { localePath, twinOf, type Locale } from "./locales";

/**
 * Where a section link leads from another page in `locale`: the section on that language's landing page, as
 * English links lead to `/#id` (undefined: SectionLink's own `/#id`).
 */
export function sectionHref(locale: Locale, id: SectionId): string | undefined {
  if (locale === "en" || !twinOf("/")) return undefined;
  return `${localePath(locale, "/")}#${id}`;
}
