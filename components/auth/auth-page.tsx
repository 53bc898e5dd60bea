import { LandingSections } from "@/components/sections/LandingSections";
import type { Locale } from "@/lib/i18n/locales";
import { OpenAuthDialog } from "./OpenAuthDialog";

/** /login and /signup: the landing page with the dialog open (their metadata: lib/seo/twin-metadata.ts). */
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
