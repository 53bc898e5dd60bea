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
 * is pre-rendered where possible (see lib/prerender-read.ts),
 * so a page that renders this should `export const revalidate = 60`.
 */
export function LandingSections({ locale = "en" }: { locale?: Locale }) {
  // Under the first screen, each section is drawn as it nears the screen (app/globals.css .drawn-near-screen).
  return (
    <>
      <HomeSection locale={locale} />
      <div className="drawn-near-screen">
        <AboutSection locale={locale} work={<WorkStrip level={2} locale={locale} />} />
      </div>
      <div className="drawn-near-screen">
        <ServicesSection locale={locale} />
      </div>
      <div className="drawn-near-screen">
        <TestimonialsSection locale={locale} />
      </div>
      <div className="drawn-near-screen">
        <WhyChooseSection locale={locale} />
      </div>
      <div className="drawn-near-screen">
        <ContactSection locale={locale} />
      </div>
    </>
  );
}
