import type { Metadata } from "next";
import { AccountPageBody } from "@/components/account/AccountPageBody";
import { languageAlternates } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Your account",
  robots: { index: false, follow: false },
  alternates: { languages: languageAlternates("/account") },
};

/** /account: the signed-in visitor's profile; a signed-out visitor gets the sign-in prompt. */
export default function AccountPage() {
  return <AccountPageBody />;
}
