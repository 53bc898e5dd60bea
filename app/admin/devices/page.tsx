import { adminPage } from "@/components/admin/admin-page";
import { DevicesConsole } from "@/components/admin/DevicesConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Station phones" };

export default adminPage(DevicesConsole, "devices.manage");
