import { getTranslations } from "next-intl/server";
import { getWorkForPage } from "@/lib/gallery/public";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { workAlt } from "@/lib/gallery/fallback";
import { UnitText } from "@/components/ui/UnitText";
import { SubHeading, type SectionLevel } from "@/components/sections/SectionHeading";
import { WorkPicture } from "./WorkPicture";

/** How many pictures the landing page's strip shows; the rest are on /about. */
export const STRIP_LENGTH = 6;

/**
 * The landing page's "Our work" strip, at the end of the About section: a row
 * of pictures that scrolls sideways on a phone (scroll snap, no script) and
 * wraps into a grid on a desktop. Server-rendered, lazy images with fixed sizes,
 * so it costs `/` no JavaScript and shifts nothing.
 */
export async function WorkStrip({ level, locale = "en" }: { level: SectionLevel; locale?: Locale }) {
  const { items } = await getWorkForPage(locale);
  const t = await getTranslations({ locale, namespace: "About.work" });
  const shown = items.slice(0, STRIP_LENGTH);
  return (
    <div className="mt-16 border-t border-rule pt-12 lg:mt-24" data-testid="work-strip">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SubHeading level={level} className="text-2xl font-semibold tracking-tight text-brand-900 sm:text-3xl">
          {t("title")}
        </SubHeading>
        <a
          href={`${localHref(locale, "/about")}#our-work`}
          className="text-base font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("seeAll")}
        </a>
      </div>
      {/* Focusable, so a keyboard can scroll the row on a phone (where it scrolls sideways). */}
      <ul
        tabIndex={0}
        aria-label={t("stripLabel")}
        className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6"
      >
        {shown.map((item) => (
          <li key={item._id} className="flex w-[72%] shrink-0 snap-start sm:w-auto">
            <figure className="flex w-full flex-col overflow-hidden rounded-lg border border-rule bg-white">
              <WorkPicture
                image={item.image}
                alt={workAlt(item, locale)}
                sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 72vw"
                className="aspect-[4/3] h-auto w-full bg-stone-warm object-cover"
              />
              {/* Whole captions, never cut mid-line (issue 55): the cards of a row grow to the longest. */}
              <figcaption className="p-3 text-sm leading-snug text-ink-muted">
                <UnitText text={item.caption} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
