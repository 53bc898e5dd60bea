import { adminPage } from "@/components/admin/admin-page";
import { AuditConsole } from "@/components/admin/AuditConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Audit log" };

export default adminPage(AuditConsole, "audit.all");
