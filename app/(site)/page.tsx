import { landingMetadata } from "@/lib/seo/twin-metadata";
import { LandingSections } from "@/components/sections/LandingSections";

/**
 * The landing page: static, regenerated at most once a minute so that the
 * services list in the HTML follows the database (see
 * lib/util/prerender-read.ts for build time and database outages).
 */
export const revalidate = 60;

export const generateMetadata = () => landingMetadata("en");

export default function LandingPage() {
  return <LandingSections />;
}
