import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import Navigation from "lucide-react/icons/navigation";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { serviceNames } from "@/lib/job-work/job-work";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { stateName } from "@/lib/i18n/islands/states";
import { getSite } from "@/lib/business/site-facts-store";
import { ContactForm } from "./ContactForm";
import { PlyRule } from "./PlyRule";
import { localSite } from "@/lib/i18n/site-facts";
import { SectionFrame } from "./SectionFrame";
import { SubHeading, type SectionLevel } from "./SectionHeading";

const linkClass =
  "font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Contact Us: the enquiry form (opens WhatsApp) beside the workshop's services, address (with directions), numbers and hours. */
export async function ContactSection({ level = 2, locale = "en" }: { level?: SectionLevel; locale?: Locale }) {
  const site = await getSite();
  const { openingHours } = site;
  // In the page's language (walk C21): the Tamil street when the owner gave one, else the city alone, as the console says.
  const address = {
    ...site.address,
    street: site.streetIn(locale),
    locality: localSite(locale).city,
    region: stateName("33", locale) || site.address.region,
  };
  const t = await getTranslations({ locale, namespace: "Contact" });
  const chrome = await getTranslations({ locale, namespace: "Chrome" });
  const local = localSite(locale);
  const form = (await getMessages({ locale })).Contact.form;
  return (
    <SectionFrame
      id="contact"
      className="border-t border-rule bg-stone-warm"
      level={level}
      eyebrow={t("eyebrow")}
      title={t("title")}
      intro={t("intro")}
    >
      <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="rounded-lg border border-rule bg-paper p-5 sm:p-8 lg:col-span-7">
          <ContactForm
            text={{
              ...form,
              reference: t("form.reference", { reference: "{reference}" }),
            }}
          />
        </div>

        <div className="overflow-hidden rounded-lg border border-rule bg-white lg:col-span-5">
          <PlyRule />
          <div className="p-5 sm:p-8">
            <SubHeading level={level} className="text-lg font-semibold text-brand-900">
              {t("workshop")}
            </SubHeading>
            <p id="contact-services-label" className="mt-4 text-sm text-ink-muted">
              {t("servicesWeTake")}
            </p>
            <ul aria-labelledby="contact-services-label" className="mt-2 flex flex-wrap gap-2" data-testid="contact-services">
              {serviceNames(locale).map((name) => (
                <li key={name} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {name}
                </li>
              ))}
            </ul>
            <ul className="mt-6 space-y-5 border-t border-rule pt-6 text-base text-ink">
              <ContactRow icon={MapPin}>
                <address className="not-italic">
                  {site.name}
                  <br />
                  {address.street && (
                    <>
                      {address.street}
                      <br />
                    </>
                  )}
                  {address.locality}, {address.region} <span className="tabular">{address.postalCode}</span>
                </address>
                <a
                  href={site.directionsUrl()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <Navigation aria-hidden="true" className="size-4" />
                  {t("directions")}
                  <span className="sr-only">{t("opensMap")}</span>
                </a>
              </ContactRow>
              <ContactRow icon={Phone} label={t("call")}>
                <a href={site.phone.tel} className={`tabular ${linkClass}`}>
                  {site.phone.display}
                </a>
              </ContactRow>
              <ContactRow icon={MessageCircle} label={t("whatsapp")}>
                <a
                  href={site.whatsappLink(chrome("whatsappGreeting", { business: site.shortName }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {t("whatsappUs")}
                </a>
              </ContactRow>
              <ContactRow icon={Mail} label={t("emailDesk")}>
                <a href={`mailto:${site.email}`} className={`break-all ${linkClass}`}>
                  {site.email}
                </a>
              </ContactRow>
              <ContactRow icon={Clock} label={t("hours")}>
                <span className="tabular">
                  {local.days}, {openingHours.opens}–{openingHours.closes}
                </span>
                <span className="block text-sm text-ink-muted">{t("closedOn", { closed: local.closed })}</span>
              </ContactRow>
            </ul>
            <p className="mt-8 border-t border-rule pt-5 text-sm leading-relaxed text-ink-muted">{t("bigJob")}</p>
          </div>
        </div>
      </div>
    </SectionFrame>
  );
}

/** One way to reach the workshop: its icon, what it is, and the link or text. */
function ContactRow({ icon: Icon, label, children }: { icon: LucideIcon; label?: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div className="min-w-0">
        {label && <span className="block text-sm text-ink-muted">{label}</span>}
        {children}
      </div>
    </li>
  );
}
