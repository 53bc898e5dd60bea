import WifiOff from "lucide-react/icons/wifi-off";
import { getTranslations } from "next-intl/server";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { TryAgain } from "./TryAgain";

/**
 * What the service worker (lib/offline/service-worker.ts) shows, under the address asked for, when a page that needs
 * the server is opened with no network: /offline, or /ta/offline on a Tamil page.
 */
export async function OfflineNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Offline" });
  return (
    <section aria-labelledby="offline-title" className="bg-paper">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">
          <WifiOff aria-hidden="true" className="size-4" />
          {t("eyebrow")}
        </p>
        <h1 id="offline-title" className="mt-4 text-3xl font-semibold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {t("title")}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t("body")}</p>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{t("cutList")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* A plain link: with no network a client-side navigation would fail before the worker could answer. */}
          <a
            href={localHref(locale, "/cut-list")}
            className="inline-flex min-h-12 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("openCutList")}
          </a>
          <TryAgain label={t("tryAgain")} />
        </div>
      </div>
    </section>
  );
}
