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
 * is pre-rendered where possible (see lib/services/initial.ts),
 * so a page that renders this should `export const revalidate = 60`.
 */
export function LandingSections() {
  return (
    <>
      <HomeSection />
      <AboutSection />
      <ServicesSection />
      <TestimonialsSection />
      <WhyChooseSection />
      <ContactSection />
    </>
  );
}
