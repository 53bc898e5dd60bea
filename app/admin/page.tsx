import { adminPage } from "@/components/admin/admin-page";
import { BackupPanel } from "@/components/admin/BackupPanel";
import { EnquiriesConsole } from "@/components/admin/EnquiriesConsole";
import { OrdersDashboard } from "@/components/admin/OrdersDashboard";

export const dynamic = "force-dynamic";
export const metadata = { title: "Enquiries" };

export default adminPage(function AdminHome() {
  return (
    <>
      <BackupPanel />
      <OrdersDashboard />
      <EnquiriesConsole />
    </>
  );
});
