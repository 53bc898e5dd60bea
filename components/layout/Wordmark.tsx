import { getTranslations } from "next-intl/server";
import { Img } from "@/components/ui/Img";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { placeOf } from "@/lib/i18n/site-facts";
import { getSite } from "@/lib/business/site-facts-store";

/** Logo mark and business name, linking home. `tone` picks the colours for a green or a paper background. */
export async function Wordmark({ tone = "dark", className = "", locale = "en" }: { tone?: "dark" | "light"; className?: string; locale?: Locale }) {
  const dark = tone === "dark";
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Chrome.wordmark" });
  return (
    // A plain link: next/link's client code (about 2.5 KB on every page) is not worth it for one link home.
    <a href={localePath(locale, "/")} className={`group inline-flex min-w-0 items-center gap-3 rounded-md ${className}`}>
      <Img src="/images/logo-mark.svg" alt="" width={40} height={40} eager className="size-9 shrink-0 sm:size-10" />
      <span className="flex min-w-0 flex-col leading-none">
        <span className={`truncate text-[1.05rem] font-semibold tracking-tight sm:text-lg ${dark ? "text-white" : "text-brand-900"}`}>
          {site.name}
        </span>
        <span
          className={`tabular mt-1 truncate text-[0.7rem] font-medium ${
            // Tamil has no capitals, and spaced letters pull its vowel signs apart (and cut the city at 390 px: walk 6, K6).
            locale === "ta" ? "" : "tracking-[0.06em] uppercase sm:tracking-[0.14em]"
          } ${dark ? "text-brand-200" : "text-ink-muted"}`}
        >
          <span className="hidden min-[420px]:inline">{t("panel")}</span>
          {t.rich("jobWork", {
            ...placeOf(locale),
            // Tamil's longer words leave only the city on the narrowest phones (walk 6, K6); English fits whole.
            wide: (words) => <span className={locale === "ta" ? "hidden min-[400px]:inline" : undefined}>{words}</span>,
          })}
        </span>
      </span>
    </a>
  );
}
