import { getTranslations } from "next-intl/server";
import { TestimonialsSection } from "@/components/sections/TestimonialsSection";
import { localSite } from "@/lib/i18n/site-facts";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Testimonials" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { city: localSite("ta").city }),
    path: "/testimonials",
    locale: "ta",
  });
}

export default function TamilTestimonialsPage() {
  return <TestimonialsSection level={1} locale="ta" />;
}
