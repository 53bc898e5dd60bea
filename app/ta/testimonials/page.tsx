import { getTranslations } from "next-intl/server";
import { TestimonialsSection } from "@/components/sections/TestimonialsSection";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Testimonials" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", { city: site.cityTamil }), path: "/testimonials", locale: "ta" });
}

export default function TamilTestimonialsPage() {
  return <TestimonialsSection level={1} locale="ta" />;
}
