import { accountMetadata } from "@/lib/seo/twin-metadata";
import { AccountPageBody } from "@/components/account/AccountPageBody";

export const dynamic = "force-dynamic";

export const generateMetadata = () => accountMetadata("ta");

/** /ta/account: the account page in Tamil. */
export default function TamilAccountPage() {
  return <AccountPageBody />;
}
