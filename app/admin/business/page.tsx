import { adminPage } from "@/components/admin/admin-page";
import { BusinessConsole } from "@/components/admin/BusinessConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Business and GST" };

export default adminPage(BusinessConsole, "business.manage");
