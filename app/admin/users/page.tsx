import { adminPage } from "@/components/admin/admin-page";
import { StaffConsole } from "@/components/admin/StaffConsole";
import { UsersConsole } from "@/components/admin/UsersConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Staff and accounts" };

export default adminPage(
  ({ admin }) => (
    <>
      <StaffConsole currentUserId={admin?._id ?? ""} />
      <UsersConsole currentUserId={admin?._id ?? ""} />
    </>
  ),
  "staff.manage",
);
