import { AccessNotice } from "@/components/admin/AccessNotice";
import { ServicesConsole } from "@/components/admin/ServicesConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Services" };

export default async function AdminServicesPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <ServicesConsole />;
}
