import { redirect } from "next/navigation";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { BackupPanel } from "@/components/admin/BackupPanel";
import { pagesFor } from "@/components/admin/console-pages";
import { EnquiriesConsole } from "@/components/admin/EnquiriesConsole";
import { OrdersDashboard } from "@/components/admin/OrdersDashboard";
import { adminAccess, pageSession } from "@/lib/auth/dal";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";

export const dynamic = "force-dynamic";
export const metadata = { title: "Enquiries" };

/**
 * The console's home: the backup's state, the order book's counts and the enquiries. A role that may not read them
 * (the floor; a station phone) opens on its own first page, the scan page (issue 51).
 */
export default async function AdminHome() {
  const access = await adminAccess("enquiries.manage");
  if (!access.ok) {
    if (access.reason === "forbidden") {
      const session = await pageSession();
      const role = session.state === "signed-in" ? session.user.role : null;
      // A customer has no console page; the floor and station phones (no person signed in) have the scan page.
      const first = role === "user" ? undefined : pagesFor(role, !role)[0];
      if (first) redirect(first.href);
    }
    return (
      <AccessNotice
        reason={access.reason}
        message={access.permission && access.reason === "forbidden" ? refusalInEnglish(refusalFor(access.permission)) : undefined}
      />
    );
  }
  return (
    <>
      <BackupPanel />
      <OrdersDashboard />
      <EnquiriesConsole />
    </>
  );
}
