import { getTranslations } from "next-intl/server";
import { ServicesSection } from "@/components/sections/ServicesSection";
import { localSite } from "@/lib/i18n/site-facts";
import { pageMetadata } from "@/lib/seo/metadata";

/** Static, regenerated at most once a minute from the database, as its English twin. */
export const revalidate = 60;

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Services" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", { city: localSite("ta").city }), path: "/services", locale: "ta" });
}

export default function TamilServicesPage() {
  return <ServicesSection level={1} locale="ta" />;
}
