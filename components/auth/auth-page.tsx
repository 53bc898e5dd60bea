import type { Metadata } from "next";
import { LandingSections } from "@/components/sections/LandingSections";
import { pageMetadata } from "@/lib/seo/metadata";
import { OpenAuthDialog } from "./OpenAuthDialog";

/** /login and /signup: the landing page with the dialog open. The landing page is the one to index. */
export function authPageMetadata(title: string, description: string, path: string): Metadata {
  return { ...pageMetadata({ title, description, path }), robots: { index: false, follow: true } };
}

export function authPage(mode: "login" | "signup") {
  return function AuthPage() {
    return (
      <>
        <LandingSections />
        <OpenAuthDialog mode={mode} />
      </>
    );
  };
}
