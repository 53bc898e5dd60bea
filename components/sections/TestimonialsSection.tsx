import { Reveal } from "@/components/motion/Reveal";
import { UnitText } from "@/components/ui/UnitText";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { SectionHeading, type SectionLevel } from "./SectionHeading";

export interface Testimonial {
  /** Its words in messages/*.json (Testimonials.items.<key>): trade, town and text in the page's language. */
  key: "priya" | "murugesan" | "senthil";
  name: string;
  /** Their trade, e.g. "Interior designer". */
  role: string;
  /** The firm they run or work for, so a reader can tell a real business from a made-up voice. */
  firm: string;
  /** Town (and area), shown with the firm. */
  city: string;
  text: string;
}

/** The spec's three fixed testimonials. */
export const testimonials: Testimonial[] = [
  {
    key: "priya",
    name: "Priya Raman",
    role: "Interior designer",
    firm: "Aalayam Interiors",
    city: "R.S. Puram, Coimbatore",
    text: "I send the cutting list on WhatsApp in the evening and the parts are ready the next afternoon, labelled cabinet by cabinet. The 1 mm PVC edges are so clean that my clients ask which factory made their wardrobes.",
  },
  {
    key: "murugesan",
    name: "Murugesan K.",
    role: "Carpentry contractor",
    firm: "Sri Murugan Wood Works",
    city: "Tiruppur",
    text: "My team used to spend two days cutting and drilling on site. Now the hinge cups and System-32 holes come bored from the workshop and we only assemble. We finish three kitchens in the time one used to take.",
  },
  {
    key: "senthil",
    name: "Senthil Kumar",
    role: "Owner",
    firm: "Kitchen Craft Modular Studio",
    city: "Erode",
    text: "We send 30 to 40 sheets for laminate pasting every month. The boards come back flat, with no bubbles and the design code marked on every sheet. When they give a delivery day, they keep it.",
  },
];

/** Customer Testimonials: three fixed entries with name and text, and under each name the trade, firm and city. */
export async function TestimonialsSection({ level = 2, locale = "en" }: { level?: SectionLevel; locale?: Locale }) {
  const tr = await getTranslations({ locale, namespace: "Testimonials" });
  // English reads the spec's entries as they are; another language takes trade, town and text from its messages.
  const said = (t: Testimonial) =>
    locale === "en" ? t : { ...t, role: tr(`items.${t.key}.role`), city: tr(`items.${t.key}.city`), text: tr(`items.${t.key}.text`) };
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-20 bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id="testimonials-title" level={level} eyebrow={tr("eyebrow")} title={tr("title")} tone="dark">
          <p>{tr("intro")}</p>
        </SectionHeading>
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
      </div>
    </section>
  );
}
