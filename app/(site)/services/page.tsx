import { ServicesSection } from "@/components/sections/ServicesSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

/** Static, regenerated at most once a minute from the database (see lib/services/initial.ts). */
export const revalidate = 60;

export const metadata = pageMetadata({
  title: "All services",
  description: `Laminate pasting, precision panel cutting, edge banding, hinge and line boring and CNC routing of MDF and plywood in ${site.city}.`,
  path: "/services",
});

export default function ServicesPage() {
  return <ServicesSection level={1} />;
}
