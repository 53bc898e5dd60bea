import { AccessNotice } from "@/components/admin/AccessNotice";
import { TariffConsole } from "@/components/admin/TariffConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Tariff" };

export default async function AdminTariffPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <TariffConsole />;
}
