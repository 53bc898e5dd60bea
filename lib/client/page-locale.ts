import { usePathname } from "next/navigation";
import { localeOf, type Locale } from "@/lib/i18n/locales";

/** The language of the page a client island is on, from its address ("/ta/…" is Tamil). */
export function usePageLocale(): Locale {
  return localeOf(usePathname() ?? "/");
}
