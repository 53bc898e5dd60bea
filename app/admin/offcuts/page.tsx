import { adminPage } from "@/components/admin/admin-page";
import { OffcutsConsole } from "@/components/admin/OffcutsConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Offcuts" };

export default adminPage(OffcutsConsole, "offcuts.manage");
