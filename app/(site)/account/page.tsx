import { accountMetadata } from "@/lib/seo/twin-metadata";
import { AccountPageBody } from "@/components/account/AccountPageBody";

export const dynamic = "force-dynamic";
export const generateMetadata = () => accountMetadata("en");

/** /account: the signed-in visitor's profile; a signed-out visitor gets the sign-in prompt. */
export default function AccountPage() {
  return <AccountPageBody />;
}
