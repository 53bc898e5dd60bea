/**
 * Who may read and change which account: the one place for these rules
 * (route handlers call them, lib/auth/accounts.ts applies what they allowed).
 */
import { ForbiddenError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { ProfilePatchInput } from "@/lib/validation/user";
import type { Session } from "./guards";
import { can } from "@/vocabulary/roles";

/** The owner manages every account (staff and roles: vocabulary/roles.ts). */
export function isAdmin(session: Pick<Session, "user">): boolean {
  return can(session.user.role, "staff.manage");
}

/** Your own record, or any record for an admin; 403 otherwise. */
export function assertCanAccessUser(session: Pick<Session, "user">, targetId: string): void {
  if (!isAdmin(session) && targetId !== session.user._id) throw new ForbiddenError(refusal("ownAccountOnly"));
}

/** On top of access: only the account's holder changes its password (it needs the current one); roles change elsewhere. */
export function assertCanChangeUser(session: Pick<Session, "user">, targetId: string, change: ProfilePatchInput): void {
  assertCanAccessUser(session, targetId);
  if (change.password !== undefined && targetId !== session.user._id) throw new ForbiddenError(refusal("holderChangesPassword"));
}
