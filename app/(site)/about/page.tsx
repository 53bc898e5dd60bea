import { aboutMetadata } from "@/lib/seo/twin-metadata";
import { WorkGallery } from "@/components/gallery/WorkGallery";
import { AboutSection } from "@/components/sections/AboutSection";

/** Static, regenerated at most once a minute (and at once after a gallery change in the console). */
export const revalidate = 60;

export const generateMetadata = () => aboutMetadata("en");

export default function AboutPage() {
  return <AboutSection level={1} work={<WorkGallery level={1} />} />;
}
