import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { AccountBadge, AuthStatus } from "@/components/auth/AuthStatus";
import { getTranslations } from "next-intl/server";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { sectionHref } from "@/lib/site/sections";
import { headerSectionIds } from "@/lib/site/site";
import { getSite } from "@/lib/business/site-facts-store";
import { LanguageSwitch } from "./LanguageSwitch";
import { MobileMenu } from "./MobileMenu";
import { SectionLink } from "./SectionLink";
import { localSite } from "@/lib/i18n/site-facts";
import { Wordmark } from "./Wordmark";

const topLink =
  "inline-flex min-h-9 items-center gap-1.5 rounded whitespace-nowrap text-brand-100 hover:text-white hover:underline hover:underline-offset-4 focus-visible:outline-2";

/**
 * The site header, a server component with three small client islands
 * (section links, account corner, mobile menu). A slim contact bar scrolls
 * away; the 70 px bar below it stays (sticky at -36 px), which is the offset
 * the section links scroll to.
 */
/**
 * From which width the header shows its full nav instead of the menu: Tamil's longer words need 1280 px (at 1024
 * they ran under the sign-in button). Whole class names, so that Tailwind finds them.
 */
const WIDE = {
  lg: { at: "lg", nav: "hidden lg:block", account: "hidden min-w-0 justify-end lg:flex", narrow: "flex shrink-0 items-center gap-1 lg:hidden" },
  xl: { at: "xl", nav: "hidden xl:block", account: "hidden min-w-0 justify-end xl:flex", narrow: "flex shrink-0 items-center gap-1 xl:hidden" },
} as const;

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Chrome" });
  const site = await getSite();
  const street = site.streetIn(locale);
  const { days, city } = localSite(locale);
  const wide = WIDE[locale === "ta" ? "xl" : "lg"];
  return (
    <header className="on-dark sticky -top-9 z-40">
      <div className="h-9 bg-brand-900 text-[0.8rem]">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          {/* The street in the page's language; without the owner's Tamil form the Tamil bar gives its room to the city and hours (issue 55). */}
          <p className="hidden min-w-0 truncate text-brand-200 lg:block">
            {street && <span className="hidden xl:inline">{street}, </span>}
            {city} · {t("open", { days })}{" "}
            <span className="tabular">
              {site.openingHours.opens}–{site.openingHours.closes}
            </span>
          </p>
          <ul className="flex w-full items-center justify-between gap-x-2 sm:justify-end sm:gap-x-5 lg:w-auto">
            <li className="empty:hidden">
              <LanguageSwitch label={t("language.switch")} description={t("language.switchLabel")} className={topLink} />
            </li>
            <li>
              <a href={site.phone.tel} className={topLink}>
                <Phone aria-hidden="true" className="size-3.5 text-accent-300" />
                <span className="tabular">{site.phone.display}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={topLink}>
                <Mail aria-hidden="true" className="size-3.5 text-accent-300" />
                <span className="sr-only sm:not-sr-only">{site.email}</span>
                <span className="sr-only">{t("email")}</span>
              </a>
            </li>
            <li>
              <a
                href={site.whatsappLink(t("whatsappGreeting", { business: site.shortName }))}
                target="_blank"
                rel="noopener noreferrer"
                className={topLink}
              >
                <MessageCircle aria-hidden="true" className="size-3.5 text-accent-300" />
                WhatsApp
                <span className="sr-only">{t("opensNewTab")}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="relative h-[70px] border-b border-brand-900 bg-brand-800">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
          {/* The wordmark gives way last: it truncates its own text on the narrowest phones, never pushing the menu off the screen. */}
          <Wordmark className="shrink lg:shrink-0" locale={locale} />
          <nav aria-label={t("mainNav")} className={wide.nav}>
            <ul className="flex items-center gap-1 xl:gap-2">
              {headerSectionIds.map((id) => (
                <li key={id}>
                  <SectionLink
                    id={id}
                    href={sectionHref(locale, id)}
                    className="relative inline-flex min-h-10 items-center rounded px-3 text-[0.95rem] font-medium whitespace-nowrap text-white/90 after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:origin-left after:scale-x-0 after:bg-accent-400 after:transition-transform hover:text-white hover:after:scale-x-100 focus-visible:outline-2 aria-[current=page]:text-white aria-[current=page]:after:scale-x-100 xl:after:inset-x-3"
                  >
                    {t(`sections.${id}`)}
                  </SectionLink>
                </li>
              ))}
              <li>
                <a
                  href={localHref(locale, "/cut-list")}
                  className="relative inline-flex min-h-10 items-center rounded px-3 text-[0.95rem] font-medium whitespace-nowrap text-white/90 after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:origin-left after:scale-x-0 after:bg-accent-400 after:transition-transform hover:text-white hover:after:scale-x-100 focus-visible:outline-2 xl:after:inset-x-3"
                >
                  {t("cutList")}
                </a>
              </li>
            </ul>
          </nav>
          <div className={wide.account}>
            <AuthStatus labels={{ signIn: t("signIn"), logout: t("logout"), accountOf: t("accountOf", { name: "{name}" }) }} />
          </div>
          <div className={wide.narrow}>
            <AccountBadge label={t("accountOf", { name: "{name}" })} />
            <MobileMenu
              wideFrom={wide.at}
              labels={{
                menu: t("menu"),
                nav: t("menuNav"),
                cutList: t("cutList"),
                myAccount: t("myAccount"),
                signedInAs: t("signedInAs", { name: "{name}" }),
                logout: t("logout"),
                signIn: t("signIn"),
                signUp: t("signUp"),
                sections: Object.fromEntries(headerSectionIds.map((id) => [id, { label: t(`sections.${id}`), href: sectionHref(locale, id) }])),
                language: { label: t("language.switch"), description: t("language.switchLabel") },
              }}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
