import { getTranslations } from "next-intl/server";
import { LandingSections } from "@/components/sections/LandingSections";
import { localSite } from "@/lib/i18n/site-facts";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

/** Static, regenerated at most once a minute, as its English twin (the services list follows the database). */
export const revalidate = 60;

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Home" });
  const facts = { city: localSite("ta").city, year: site.foundedYear };
  return pageMetadata({ siteTitle: t("siteTitle", facts), description: t("landingDescription", facts), path: "/", locale: "ta" });
}

export default function TamilLandingPage() {
  return <LandingSections locale="ta" />;
}
