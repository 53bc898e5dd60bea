import { adminPage } from "@/components/admin/admin-page";
import { BatchesConsole } from "@/components/admin/BatchesConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Cutting batches" };

export default adminPage(BatchesConsole, "batches.manage");
