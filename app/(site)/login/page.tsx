import { authPage, authPageMetadata } from "@/components/auth/auth-page";
import { site } from "@/lib/site";

/** Same cadence as `/`, whose sections (with the services list) this page shows. */
export const revalidate = 60;

export const metadata = authPageMetadata("Sign in", `Sign in to your ${site.name} account.`, "/login");

/** The landing page with the sign-in dialog open; closing it goes to /. */
export default authPage("login");
