import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPageBody } from "@/components/account/AccountPageBody";
import { languageAlternates } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "ta", namespace: "Auth" });
  return { title: t("accountTitle"), robots: { index: false, follow: false }, alternates: { languages: languageAlternates("/account") } };
}

/** /ta/account: the account page in Tamil. */
export default function TamilAccountPage() {
  return <AccountPageBody />;
}
