import type { Metadata } from "next";
import { OpenAuthDialog } from "@/components/auth/OpenAuthDialog";
import { LandingSections } from "@/components/sections/LandingSections";
import { site } from "@/lib/site";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const metadata: Metadata = {
  title: "Sign up",
  description: `Create a ${site.name} account.`,
  alternates: { canonical: "/signup" },
  robots: { index: false, follow: true },
};

/** The landing page with the sign-up dialog open; Cancel and success go to /. */
export default function SignupPage() {
  return (
    <>
      <LandingSections />
      <OpenAuthDialog mode="signup" />
    </>
  );
}
