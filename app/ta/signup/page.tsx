import { getTranslations } from "next-intl/server";
import { authPage, authPageMetadata } from "@/components/auth/auth-page";
import { site } from "@/lib/site";

/** Same cadence as `/ta`, whose sections this page shows. */
export const revalidate = 60;

export async function generateMetadata() {
  const t = await getTranslations({ locale: "ta", namespace: "Auth" });
  return authPageMetadata(t("signupTitle"), t("signupDescription", { name: site.name }), "/signup", "ta");
}

/** The Tamil landing page with the sign-up dialog open (in Tamil); Cancel and success go to /ta. */
export default authPage("signup", "ta");
