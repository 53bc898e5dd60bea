import { landingMetadata } from "@/lib/seo/twin-metadata";
import { LandingSections } from "@/components/sections/LandingSections";

/** Static, regenerated at most once a minute, as its English twin (the services list follows the database). */
export const revalidate = 60;

export const generateMetadata = () => landingMetadata("ta");

export default function TamilLandingPage() {
  return <LandingSections locale="ta" />;
}
