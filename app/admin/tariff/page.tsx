import { adminPage } from "@/components/admin/admin-page";
import { TariffConsole } from "@/components/admin/TariffConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Tariff" };

export default adminPage(TariffConsole, "tariff.manage");
