import { adminPage } from "@/components/admin/admin-page";
import { OrdersConsole } from "@/components/admin/OrdersConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Orders" };

export default adminPage(OrdersConsole, "orders.read");
