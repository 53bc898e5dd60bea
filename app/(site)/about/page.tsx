import { WorkGallery } from "@/components/gallery/WorkGallery";
import { AboutSection } from "@/components/sections/AboutSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

/** Static, regenerated at most once a minute (and at once after a gallery change in the console). */
export const revalidate = 60;

export const metadata = pageMetadata({
  title: "About us",
  description: `${site.name}: a panel processing workshop in ${site.city} since ${site.foundedYear}, about ${site.experienceYears} years of pasting, cutting, edge banding and boring for interiors.`,
  path: "/about",
});

export default function AboutPage() {
  return <AboutSection level={1} work={<WorkGallery level={1} />} />;
}
