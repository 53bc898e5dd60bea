import { AccessNotice } from "@/components/admin/AccessNotice";
import { EnquiriesConsole } from "@/components/admin/EnquiriesConsole";
import { OrdersDashboard } from "@/components/admin/OrdersDashboard";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return (
    <>
      <OrdersDashboard />
      <EnquiriesConsole />
    </>
  );
}
