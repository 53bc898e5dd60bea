import { AccessNotice } from "@/components/admin/AccessNotice";
import { OrdersConsole } from "@/components/admin/OrdersConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Orders" };

export default async function AdminOrdersPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <OrdersConsole />;
}
