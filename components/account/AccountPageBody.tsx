import { AccessNotice } from "@/components/admin/AccessNotice";
import { AccountPanel } from "@/components/account/AccountPanel";
import { QueryProvider } from "@/components/query/QueryProvider";
import { pageSession } from "@/lib/auth/dal";

/**
 * /account and /ta/account: the signed-in visitor's profile; a signed-out visitor gets the sign-in prompt. The
 * islands read the page's language from its address.
 */
export async function AccountPageBody() {
  const session = await pageSession();
  if (session.state !== "signed-in") return <AccessNotice reason={session.state} area="account" />;
  const { _id, name, email, phone, role, createdAt } = session.user;
  return (
    <QueryProvider>
      <AccountPanel initialUser={{ _id, name, email, phone, role, createdAt }} />
    </QueryProvider>
  );
}
