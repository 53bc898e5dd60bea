import { adminPage } from "@/components/admin/admin-page";
import { MaterialsConsole } from "@/components/admin/MaterialsConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Boards" };

export default adminPage(MaterialsConsole, "materials.manage");
