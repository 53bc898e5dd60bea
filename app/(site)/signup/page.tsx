import { authPage, authPageMetadata } from "@/components/auth/auth-page";
import { site } from "@/lib/site";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const metadata = authPageMetadata("Sign up", `Create a ${site.name} account.`, "/signup");

/** The landing page with the sign-up dialog open; Cancel and success go to /. */
export default authPage("signup");
