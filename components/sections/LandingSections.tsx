import { WorkStrip } from "@/components/gallery/WorkStrip";
import type { Locale } from "@/lib/i18n/locales";
import { AboutSection } from "./AboutSection";
import { ContactSection } from "./ContactSection";
import { HomeSection } from "./HomeSection";
import { ServicesSection } from "./ServicesSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { WhyChooseSection } from "./WhyChooseSection";

/**
 * The landing page's six sections in the spec's order (home, about, services,
 * testimonials, whychoose, contact). Rendered by `/`, and behind the sign-in and
 * sign-up overlays of /login and /signup. A server component: the services list
 * is pre-rendered where possible (see lib/util/prerender-read.ts),
 * so a page that renders this should `export const revalidate = 60`.
 */
export function LandingSections({ locale = "en" }: { locale?: Locale }) {
  // Under the first screen, left out of the first frame and drawn after the load (app/globals.css .drawn-near-screen).
  const lower = [
    <AboutSection key="about" locale={locale} work={<WorkStrip level={2} locale={locale} />} />,
    <ServicesSection key="services" locale={locale} />,
    <TestimonialsSection key="testimonials" locale={locale} />,
    <WhyChooseSection key="whychoose" locale={locale} />,
    <ContactSection key="contact" locale={locale} />,
  ];
  return (
    <>
      <HomeSection locale={locale} />
      {lower.map((section) => (
        <div key={section.key} className="drawn-near-screen">
          {section}
        </div>
      ))}
    </>
  );
}
