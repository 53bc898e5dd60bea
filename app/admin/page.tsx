import { AccessNotice } from "@/components/admin/AccessNotice";
import { EnquiriesConsole } from "@/components/admin/EnquiriesConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <EnquiriesConsole />;
}
