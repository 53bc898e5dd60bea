import type { ComponentType } from "react";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { adminAccess } from "@/lib/auth/dal";
import type { SessionUser } from "@/lib/auth/accounts";
import { type Permission } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import type { DeviceSession } from "@/lib/auth/devices";

/**
 * A console page that needs `permission` (issue 51): `Console` for a staff member whose role holds it (or, for the
 * scan page, a paired station phone), the sign-in prompt for someone signed out, and why not for anyone else. Every
 * console page checks the role itself (a layout does not re-run on every navigation).
 */
export function adminPage(
  Console: ComponentType<{ admin: SessionUser; device: null } | { admin: null; device: DeviceSession }>,
  permission: Permission,
) {
  return async function AdminPage() {
    const access = await adminAccess(permission);
    if (!access.ok)
      return <AccessNotice reason={access.reason} message={access.permission ? refusalInEnglish(refusalFor(access.permission)) : undefined} />;
    return access.user ? <Console admin={access.user} device={null} /> : <Console admin={null} device={access.device} />;
  };
}
