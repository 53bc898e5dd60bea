import { loginMetadata } from "@/lib/seo/twin-metadata";
import { authPage } from "@/components/auth/auth-page";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const generateMetadata = () => loginMetadata("en");

/** The landing page with the sign-in dialog open; closing it goes to /. */
export default authPage("login");
