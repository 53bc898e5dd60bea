import { getWorkForPage } from "@/lib/gallery/public";
import { workAlt } from "@/lib/gallery/fallback";
import { UnitText } from "@/components/ui/UnitText";
import { SubHeading, type SectionLevel } from "@/components/sections/SectionHeading";
import { WhatsAppNote } from "./WhatsAppNote";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { WorkPicture } from "./WorkPicture";

/** "Our work" on /about: every visible photo (or the drawings), with its caption and kind. Server-rendered. */
export async function WorkGallery({ level, locale = "en" }: { level: SectionLevel; locale?: Locale }) {
  const { items, photos } = await getWorkForPage(locale);
  const t = await getTranslations({ locale, namespace: "About.work" });
  const tc = await getTranslations({ locale, namespace: "Chrome" });
  return (
    <div id="our-work" className="mt-16 scroll-mt-24 border-t border-rule pt-12 lg:mt-24 lg:pt-16" data-testid="work-gallery">
      <SubHeading level={level} className="text-2xl font-semibold tracking-tight text-brand-900 sm:text-3xl">
        {t("title")}
      </SubHeading>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-muted">{photos ? t("photos") : t("drawings")}</p>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item._id}>
            <figure
              className="flex h-full flex-col overflow-hidden rounded-lg border border-rule bg-white"
              data-testid="work-item"
              data-kind={item.kind}
            >
              <WorkPicture
                image={item.image}
                alt={workAlt(item, locale)}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full border-b border-rule bg-stone-warm object-cover"
              />
              <figcaption className="flex flex-1 flex-col gap-1 p-4">
                <span className="text-xs font-semibold tracking-[0.14em] text-accent-700 uppercase">{t(`kinds.${item.kind}`)}</span>
                <span className="text-[15px] leading-snug text-ink">
                  <UnitText text={item.caption} />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <WhatsAppNote text={{ want: t("want"), send: t("send"), whatsappText: t("whatsappText"), opensNewTab: tc("opensNewTab") }} />
    </div>
  );
}
