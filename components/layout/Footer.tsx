import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { serviceNames } from "@/lib/job-work/job-work";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { stateName } from "@/lib/i18n/islands/states";
import { sectionHref } from "@/lib/site/sections";
import { footerSectionIds } from "@/lib/site/site";
import { getSite } from "@/lib/business/site-facts-store";
import { CurrentYear } from "./CurrentYear";
import { SectionLink } from "./SectionLink";
import { SocialIcon, socialLabel } from "./SocialIcon";
import { localSite } from "@/lib/i18n/site-facts";
import { Wordmark } from "./Wordmark";

const heading = "text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase";
const link = "rounded py-0.5 text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2";

export async function Footer({ locale }: { locale: Locale }) {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Chrome" });
  const { days } = localSite(locale);
  // In the page's language (walk C21): the Tamil street when the owner gave one, else the city alone, as the console says.
  const address = {
    ...site.address,
    street: site.streetIn(locale),
    locality: localSite(locale).city,
    region: stateName("33", locale) || site.address.region,
  };
  return (
    <footer className="on-dark bg-brand-900 text-brand-100">
      <div aria-hidden="true" className="ply-edge h-2" />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-8 gap-y-12 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 lg:col-span-4">
          <Wordmark locale={locale} />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-brand-100">
            {t.rich("footer.tagline", { year: site.foundedYear, tabular: (year) => <span className="tabular">{year}</span> })}
          </p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {address.street && (
                  <>
                    {address.street}
                    <br />
                  </>
                )}
                {address.locality}, {address.region} <span className="tabular">{address.postalCode}</span>
              </span>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {days},{" "}
                <span className="tabular">
                  {site.openingHours.opens}–{site.openingHours.closes}
                </span>
              </span>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className={heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerSectionIds.map((id) => (
              <li key={id}>
                <SectionLink id={id} href={sectionHref(locale, id)} className={`${link} inline-block`}>
                  {t(`sections.${id}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className={heading}>{t("footer.services")}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {serviceNames(locale).map((name) => (
              <li key={name} className="flex items-center gap-2.5">
                <span aria-hidden="true" className="size-1.5 shrink-0 bg-accent-400" />
                {name}
              </li>
            ))}
          </ul>
        </div>

        <div className="col-span-2 lg:col-span-3">
          <h2 className={heading}>{t("footer.getInTouch")}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a href={site.phone.tel} className={`${link} inline-flex items-center gap-2.5`}>
                <Phone aria-hidden="true" className="size-4 text-accent-300" />
                <span className="tabular">{site.phone.display}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${link} inline-flex items-center gap-2.5 break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={site.whatsappLink(t("whatsappGreeting", { business: site.shortName }))}
                target="_blank"
                rel="noopener noreferrer"
                className={`${link} inline-flex items-center gap-2.5`}
              >
                <MessageCircle aria-hidden="true" className="size-4 text-accent-300" />
                {t("footer.whatsapp")}
                <span className="sr-only">{t("opensNewTab")}</span>
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("footer.social")}>
            {site.socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.name === "WhatsApp" ? site.whatsappLink(t("whatsappGreeting", { business: site.shortName })) : s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("footer.socialOn", { name: site.name, network: socialLabel(s.name) })}
                  title={socialLabel(s.name)}
                  className="grid size-11 place-items-center rounded-md border border-white/15 text-brand-100 hover:border-accent-300 hover:text-white focus-visible:outline-2"
                >
                  <SocialIcon name={s.name} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="tabular" data-testid="copyright">
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. {t("footer.rights")}
          </p>
          <p>
            {t("footer.websiteBy")}{" "}
            <a href={site.builderCredit.href} className={`${link} font-medium text-white`}>
              {site.builderCredit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
