import { Reveal } from "@/components/motion/Reveal";
import { UnitText } from "@/components/ui/UnitText";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { SectionFrame } from "./SectionFrame";
import type { SectionLevel } from "./SectionHeading";

/**
 * The spec's three fixed testimonials: who said them. What they said, their trade and their town are messages in
 * both languages (messages/*.json, Testimonials.items.<key>), read the same way by the English and the Tamil page.
 */
export const testimonials = [
  { key: "priya", name: "Priya Raman", firm: "Aalayam Interiors" },
  { key: "murugesan", name: "Murugesan K.", firm: "Sri Murugan Wood Works" },
  { key: "senthil", name: "Senthil Kumar", firm: "Kitchen Craft Modular Studio" },
] as const;

/** Customer Testimonials: three fixed entries with name and text, and under each name the trade, firm and city. */
export async function TestimonialsSection({ level = 2, locale = "en" }: { level?: SectionLevel; locale?: Locale }) {
  const tr = await getTranslations({ locale, namespace: "Testimonials" });
  const said = (t: (typeof testimonials)[number]) => ({
    ...t,
    role: tr(`items.${t.key}.role`),
    city: tr(`items.${t.key}.city`),
    text: tr(`items.${t.key}.text`),
  });
  return (
    <SectionFrame
      id="testimonials"
      className="bg-brand-900"
      level={level}
      eyebrow={tr("eyebrow")}
      title={tr("title")}
      intro={tr("intro")}
      tone="dark"
    >
      <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {testimonials.map(said).map((t, index) => (
          <li key={t.name} className="flex">
            <Reveal delayMs={index * 120} className="flex w-full">
              <figure className="flex w-full flex-col rounded-lg border border-brand-700 bg-brand-800 p-6 sm:p-7">
                <span aria-hidden="true" className="text-5xl leading-none font-semibold text-accent-400">
                  “
                </span>
                <blockquote className="mt-2 flex-1 text-base leading-relaxed text-brand-50">
                  <p>
                    <UnitText text={t.text} />
                  </p>
                </blockquote>
                <figcaption className="mt-6 border-t border-brand-700 pt-4">
                  <span className="block font-semibold text-white">{t.name}</span>
                  <span className="block text-sm text-brand-100">
                    {t.role},{" "}
                    <span className="font-semibold" data-testid="testimonial-firm">
                      {t.firm}
                    </span>
                  </span>
                  <span className="block text-sm text-brand-200" data-testid="testimonial-city">
                    {t.city}
                  </span>
                </figcaption>
              </figure>
            </Reveal>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
