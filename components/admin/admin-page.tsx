import type { ComponentType } from "react";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { adminAccess } from "@/lib/auth/dal";
import type { SessionUser } from "@/lib/auth/accounts";

/**
 * A console page: `Console` for an administrator, the sign-in prompt or
 * "administrators only" for anyone else. Every console page checks the role
 * itself (a layout does not re-run on every navigation).
 */
export function adminPage(Console: ComponentType<{ admin: SessionUser }>) {
  return async function AdminPage() {
    const access = await adminAccess();
    if (!access.ok) return <AccessNotice reason={access.reason} />;
    return <Console admin={access.user} />;
  };
}
