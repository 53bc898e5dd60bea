import { AccessNotice } from "@/components/admin/AccessNotice";
import { UsersConsole } from "@/components/admin/UsersConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Users" };

export default async function AdminUsersPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <UsersConsole currentUserId={access.user._id} />;
}
