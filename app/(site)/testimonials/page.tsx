import { getTranslations } from "next-intl/server";
import { TestimonialsSection } from "@/components/sections/TestimonialsSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata() {
  const t = await getTranslations({ locale: "en", namespace: "Testimonials" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", { city: site.city }), path: "/testimonials" });
}

export default function TestimonialsPage() {
  return <TestimonialsSection level={1} />;
}
