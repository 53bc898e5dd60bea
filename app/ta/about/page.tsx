import { aboutMetadata } from "@/lib/seo/twin-metadata";
import { WorkGallery } from "@/components/gallery/WorkGallery";
import { AboutSection } from "@/components/sections/AboutSection";

/** Static, regenerated at most once a minute (as its English twin: the gallery follows the console). */
export const revalidate = 60;

export const generateMetadata = () => aboutMetadata("ta");

export default function TamilAboutPage() {
  return <AboutSection level={1} locale="ta" work={<WorkGallery level={1} locale="ta" />} />;
}
