import { LandingSections } from "@/components/sections/LandingSections";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

/**
 * The landing page: static, regenerated at most once a minute so that the
 * services list in the HTML follows the database (see
 * lib/services/initial.ts for build time and database outages).
 */
export const revalidate = 60;

export const metadata = pageMetadata({
  description: `Laminate pasting, panel cutting, edge banding, boring and CNC routing of MDF and plywood for interior designers, builders and carpenters in ${site.city}, since ${site.foundedYear}.`,
  path: "/",
});

export default function LandingPage() {
  return <LandingSections />;
}
