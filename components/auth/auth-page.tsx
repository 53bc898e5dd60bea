import type { Metadata } from "next";
import { LandingSections } from "@/components/sections/LandingSections";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { OpenAuthDialog } from "./OpenAuthDialog";

/** /login and /signup: the landing page with the dialog open. The landing page is the one to index. */
export function authPageMetadata(title: string, description: string, path: string, locale: Locale = "en"): Metadata {
  return { ...pageMetadata({ title, description, path, locale }), robots: { index: false, follow: true } };
}

export function authPage(mode: "login" | "signup", locale: Locale = "en") {
  return function AuthPage() {
    return (
      <>
        <LandingSections locale={locale} />
        <OpenAuthDialog mode={mode} />
      </>
    );
  };
}
