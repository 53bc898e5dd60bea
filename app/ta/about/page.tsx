import { getTranslations } from "next-intl/server";
import { WorkGallery } from "@/components/gallery/WorkGallery";
import { AboutSection } from "@/components/sections/AboutSection";
import { pageMetadata } from "@/lib/seo/metadata";
import { localSite } from "@/lib/i18n/site-facts";
import { site } from "@/lib/site";

/** Static, regenerated at most once a minute (as its English twin: the gallery follows the console). */
export const revalidate = 60;

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "About" });
  const facts = { name: site.name, city: localSite("ta").city, year: site.foundedYear, years: site.experienceYears };
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", facts), path: "/about", locale: "ta" });
}

export default function TamilAboutPage() {
  return <AboutSection level={1} locale="ta" work={<WorkGallery level={1} locale="ta" />} />;
}
