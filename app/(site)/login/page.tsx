import type { Metadata } from "next";
import { OpenAuthDialog } from "@/components/auth/OpenAuthDialog";
import { LandingSections } from "@/components/sections/LandingSections";
import { site } from "@/lib/site";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const metadata: Metadata = {
  title: "Sign in",
  description: `Sign in to your ${site.name} account.`,
  alternates: { canonical: "/login" },
  // The landing page is the one to index; this is the same page with a dialog over it.
  robots: { index: false, follow: true },
};

/** The landing page with the sign-in dialog open; closing it goes to /. */
export default function LoginPage() {
  return (
    <>
      <LandingSections />
      <OpenAuthDialog mode="login" />
    </>
  );
}
