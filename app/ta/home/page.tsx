import { getTranslations } from "next-intl/server";
import { HomeSection } from "@/components/sections/HomeSection";
import { localSite } from "@/lib/i18n/site-facts";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Home" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", { city: localSite("ta").city }), path: "/home", locale: "ta" });
}

export default function TamilHomePage() {
  return <HomeSection locale="ta" />;
}
