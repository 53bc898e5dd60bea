import { getTranslations } from "next-intl/server";
import { authPage, authPageMetadata } from "@/components/auth/auth-page";
import { site } from "@/lib/site";

/** Same cadence as `/ta`, whose sections this page shows. */
export const revalidate = 60;

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Auth" });
  return authPageMetadata(t("loginTitle"), t("loginDescription", { name: site.name }), "/login", "ta");
}

/** The Tamil landing page with the sign-in dialog open (in Tamil); closing it goes to /ta. */
export default authPage("login", "ta");
