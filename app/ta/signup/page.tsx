import { signupMetadata } from "@/lib/seo/twin-metadata";
import { authPage } from "@/components/auth/auth-page";

/** Same cadence as `/ta`, whose sections this page shows. */
export const revalidate = 60;

export const generateMetadata = () => signupMetadata("ta");

/** The Tamil landing page with the sign-up dialog open (in Tamil); Cancel and success go to /ta. */
export default authPage("signup", "ta");
