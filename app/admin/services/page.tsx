import { adminPage } from "@/components/admin/admin-page";
import { ServicesConsole } from "@/components/admin/ServicesConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Services" };

export default adminPage(ServicesConsole, "content.manage");
