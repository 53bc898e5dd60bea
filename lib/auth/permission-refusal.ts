import { refusal, type Refusal } from "@/lib/i18n/refusal";
import { can, STAFF_ROLES, type Permission } from "@/vocabulary/roles";

/**
 * The refusal that says who may ("Only the owner can change the tariff."): the roles that hold the permission, and what
 * it lets one do (messages/<locale>.json `Refusals.permissionWords`, also the words of docs/SECURITY.md).
 */
export function refusalFor(permission: Permission): Refusal {
  const who = STAFF_ROLES.filter((r) => can(r, permission));
  return refusal("onlyRolesCan", { who: who.join("_") || "owner", what: refusal("permissionWords", { what: permission.replace(/\./g, "_") }) });
}
