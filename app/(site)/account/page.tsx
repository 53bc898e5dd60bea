import type { Metadata } from "next";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { AccountPanel } from "@/components/account/AccountPanel";
import { QueryProvider } from "@/components/query/QueryProvider";
import { pageSession } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

/** /account: the signed-in visitor's profile; a signed-out visitor gets the sign-in prompt. */
export default async function AccountPage() {
  const session = await pageSession();
  if (session.state !== "signed-in") return <AccessNotice reason={session.state} area="account" />;
  const { _id, name, email, phone, role, createdAt } = session.user;
  return (
    <QueryProvider>
      <AccountPanel initialUser={{ _id, name, email, phone, role, createdAt }} />
    </QueryProvider>
  );
}
