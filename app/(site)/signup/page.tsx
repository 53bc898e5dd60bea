import { signupMetadata } from "@/lib/seo/twin-metadata";
import { authPage } from "@/components/auth/auth-page";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const generateMetadata = () => signupMetadata("en");

/** The landing page with the sign-up dialog open; Cancel and success go to /. */
export default authPage("signup");
