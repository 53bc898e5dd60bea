import { getTranslations } from "next-intl/server";
import { BackToHomeLink } from "@/components/services/BackToHomeLink";
import type { ServiceCardsText } from "@/components/services/service-cards-text";
import { ServicesList } from "@/components/services/ServicesList";
import { RateCard } from "@/components/services/RateCard";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { getInitialServices } from "@/lib/services/initial";
import { getSite } from "@/lib/business/site-facts-store";
import { SectionFrame } from "./SectionFrame";
import { subHeading, type SectionLevel } from "./SectionHeading";
import { serviceDialogText } from "./service-dialog-text";

/**
 * All Services: the list from GET /api/services. Pre-rendered from the
 * database where it can be (see getInitialServices for build time and for a
 * database that is down), then refreshed in the browser by the client island.
 */
/** The links beside the heading: a quote on WhatsApp, the cut-list page. */
const asideLink =
  "shrink-0 text-base font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export async function ServicesSection({ level = 2, locale = "en" }: { level?: SectionLevel; locale?: Locale }) {
  const site = await getSite();
  const initial = await getInitialServices(locale);
  const t = await getTranslations({ locale, namespace: "Services" });
  const text: ServiceCardsText = {
    alert: t("alert"),
    loading: t("loading"),
    failed: t("failed"),
    empty: t("empty"),
    card: {
      alt: t.raw("card.alt") as string,
      details: t.raw("card.details") as string,
      plan: t.raw("card.plan") as string,
      whatsapp: t.raw("card.whatsapp") as string,
      quoteText: t.raw("card.quoteText") as string,
    },
    dialog: await serviceDialogText(locale),
  };
  return (
    <SectionFrame
      id="services"
      className="border-y border-rule bg-paper"
      level={level}
      eyebrow={t("eyebrow")}
      title={t("title")}
      intro={t("intro")}
      aside={
        <>
          <a href={site.whatsappLink(t("quoteText"))} target="_blank" rel="noopener noreferrer" className={asideLink}>
            {t("quote")}
          </a>
          <a href={localHref(locale, "/cut-list")} className={asideLink}>
            {t("cutList")}
          </a>
        </>
      }
    >
      <div className="mt-10">
        {/* As the page's own h1 (/services), the list is the first screen's content. */}
        <ServicesList initial={initial} headingLevel={subHeading(level)} priorityFirst={level === 1} locale={locale} text={text} />
      </div>
      {/* The rates on /services itself (the landing page stays short and links here). */}
      {level === 1 && <RateCard locale={locale} headingLevel={subHeading(level)} />}
      <div className="mt-10">
        <BackToHomeLink href={localHref(locale, "/")} label={t("back")} />
      </div>
    </SectionFrame>
  );
}
