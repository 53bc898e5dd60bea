import { loginMetadata } from "@/lib/seo/twin-metadata";
import { authPage } from "@/components/auth/auth-page";

/** Same cadence as `/ta`, whose sections this page shows. */
export const revalidate = 60;

export const generateMetadata = () => loginMetadata("ta");

/** The Tamil landing page with the sign-in dialog open (in Tamil); closing it goes to /ta. */
export default authPage("login", "ta");
