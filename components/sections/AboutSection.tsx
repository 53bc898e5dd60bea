import type { ReactNode } from "react";
import { Img } from "@/components/ui/Img";
import { UnitParagraphs, UnitText } from "@/components/ui/UnitText";
import { Reveal } from "@/components/motion/Reveal";
import { getSite } from "@/lib/business/site-facts-store";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { placeOf } from "@/lib/i18n/site-facts";
import { SectionFrame } from "./SectionFrame";
import { SubHeading, type SectionLevel } from "./SectionHeading";

/** The three blocks in the spec's order: picture, and the words' keys in messages/*.json (About.blocks.<key>). */
const blocks = [
  { key: "about", image: "/images/about-us.svg", points: ["a", "b", "c", "d"] },
  { key: "story", image: "/images/our-story.svg", points: ["a", "b", "c"] },
  { key: "mission", image: "/images/our-mission.svg", points: ["a", "b", "c"] },
] as const;

/**
 * About: three alternating text-and-image blocks, revealed as they scroll in,
 * then "Our work" (`work`: the strip on the landing page, the full gallery on /about).
 */
export async function AboutSection({ level = 2, work, locale = "en" }: { level?: SectionLevel; work?: ReactNode; locale?: Locale }) {
  const t = await getTranslations({ locale, namespace: "About" });
  const site = await getSite();
  const facts = {
    name: site.name,
    street: site.streetIn(locale),
    hasStreet: site.streetIn(locale) ? "yes" : "no",
    ...placeOf(locale),
    year: site.foundedYear,
    years: site.experienceYears,
  };
  return (
    <SectionFrame
      id="about"
      className="bg-stone-warm"
      level={level}
      eyebrow={t("eyebrow")}
      title={t("title", facts)}
      intro={t.rich("intro", { ...facts, tabular: (years) => <span className="tabular">{years}</span> })}
    >
      <div className="mt-12 space-y-16 lg:mt-16 lg:space-y-24">
        {blocks.map((block, index) => (
          <Reveal key={block.key}>
            <article className="grid grid-cols-1 items-center gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
              <div className={index % 2 === 1 ? "md:order-2" : undefined}>
                <figure className="overflow-hidden rounded-lg border border-rule bg-paper">
                  <Img src={block.image} alt={t(`blocks.${block.key}.alt`)} width={800} height={600} className="h-auto w-full" />
                </figure>
              </div>
              <div>
                <p className="tabular text-sm font-semibold text-accent-700" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")} / 03
                </p>
                <SubHeading level={level} className="mt-2 text-2xl font-semibold tracking-tight text-brand-900 sm:text-3xl">
                  {t(`blocks.${block.key}.title`)}
                </SubHeading>
                <UnitParagraphs
                  texts={[t(`blocks.${block.key}.p1`, facts), t(`blocks.${block.key}.p2`, facts)]}
                  className="mt-4 space-y-4 text-base leading-relaxed text-ink"
                />
                <ul className="mt-6 divide-y divide-rule border-y border-rule">
                  {block.points.map((point) => (
                    <li key={point} className="tabular flex gap-3 py-2.5 text-sm text-ink-muted">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                      <UnitText text={t(`blocks.${block.key}.points.${point}` as Parameters<typeof t>[0], facts)} />
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </Reveal>
        ))}
      </div>
      {work}
    </SectionFrame>
  );
}
