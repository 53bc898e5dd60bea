import { servicesMetadata } from "@/lib/seo/twin-metadata";
import { ServicesSection } from "@/components/sections/ServicesSection";

/** Static, regenerated at most once a minute from the database (see lib/util/prerender-read.ts). */
export const revalidate = 60;

export const generateMetadata = () => servicesMetadata("en");

export default function ServicesPage() {
  return <ServicesSection level={1} />;
}
