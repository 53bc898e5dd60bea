import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthProviders } from "@/components/auth/AuthProviders";
import { OutboxSender } from "@/components/orders/OutboxSender";
import type { Locale } from "@/lib/i18n/locales";
import { BackToTop } from "./BackToTop";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageOffer } from "./LanguageSwitch";
import { ServiceWorker } from "./ServiceWorker";

/**
 * Everything around a public page, in the page's language: skip link, header, the page's <main>, footer,
 * back-to-top, the auth dialogs (with their client state), the sender of orders placed with no network, the
 * offline worker's registration and, on an English page with a Tamil twin, the offer of Tamil to a Tamil browser.
 * Used by the English pages' layout (app/(site)) and the Tamil pages' (app/ta).
 */
export async function SiteChrome({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Chrome" });
  return (
    <AuthProviders>
      <a
        href="#main"
        data-skip-link
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skip")}
      </a>
      <Header locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer locale={locale} />
      <BackToTop label={t("backToTop")} />
      <OutboxSender />
      <ServiceWorker />
      {locale === "en" && <LanguageOffer text={t("language.offer.text")} accept={t("language.offer.accept")} decline={t("language.offer.decline")} />}
    </AuthProviders>
  );
}
