import { adminPage } from "@/components/admin/admin-page";
import { StationsConsole } from "@/components/admin/StationsConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Stations" };

export default adminPage(StationsConsole, "stations.manage");
