import { servicesMetadata } from "@/lib/seo/twin-metadata";
import { ServicesSection } from "@/components/sections/ServicesSection";

/** Static, regenerated at most once a minute from the database, as its English twin. */
export const revalidate = 60;

export const generateMetadata = () => servicesMetadata("ta");

export default function TamilServicesPage() {
  return <ServicesSection level={1} locale="ta" />;
}
