import { adminPage } from "@/components/admin/admin-page";
import { UsersConsole } from "@/components/admin/UsersConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Users" };

export default adminPage(({ admin }) => <UsersConsole currentUserId={admin._id} />);
