import { getTranslations } from "next-intl/server";
import { ContactSection } from "@/components/sections/ContactSection";
import { pageMetadata } from "@/lib/seo/metadata";
import { localSite } from "@/lib/i18n/site-facts";
import { site } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Contact" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { phone: site.phone.display, street: site.address.street, city: localSite("ta").city }),
    path: "/contact",
    locale: "ta",
  });
}

export default function TamilContactPage() {
  return <ContactSection level={1} locale="ta" />;
}
