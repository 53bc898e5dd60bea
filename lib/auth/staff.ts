import "server-only";
import { Types } from "mongoose";
import { audit } from "@/lib/audit/log";
import type { AuditActor } from "@/lib/audit/types";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { addRef, refsPage, removeRef } from "@/lib/db/ref-list";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { User } from "@/models/User";
import { toPublicUser } from "./accounts";
import { isStaff, type Role } from "@/vocabulary/roles";
import { endSessionsOf, sessionsOf } from "./sessions";
import type { StaffMember } from "./staff-types";
import type { PublicUser } from "@/lib/validation/user";

/**
 * The workshop's people and their roles (issue 51). Staff (owner, office, floor) are filed in a keyed list as their
 * role is set, so the console lists them without reading every account. A role is changed in one place, here, by the
 * console and by `npm run user:role` alike: never leaving the workshop without an owner, ending the person's other
 * sessions, and written to the audit log.
 */

export const STAFF_LIST = "staff";
const ROLES_LOCK = "staff:roles";

export type { StaffMember } from "./staff-types";

async function staffUsers(): Promise<PublicUser[]> {
  await connectToDatabase();
  const { refs } = await refsPage(STAFF_LIST, 0, 500);
  const docs = await Promise.all(refs.map((id) => User.findById(id, { name: 1, email: 1, phone: 1, role: 1, createdAt: 1, updatedAt: 1 }).lean()));
  return docs
    .filter((d) => !!d)
    .map((d) => toPublicUser(d!))
    .filter((u) => isStaff(u.role));
}

/** The staff with their sessions, owners first. */
export async function listStaff(): Promise<StaffMember[]> {
  const order: Record<string, number> = { owner: 0, office: 1, floor: 2 };
  const people = (await staffUsers()).sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name));
  return Promise.all(people.map(async (p) => ({ ...p, sessions: await sessionsOf(p._id) })));
}

/**
 * Sets a person's role. 404 for no such account; 409 when it would leave the workshop without an owner (the last
 * owner cannot give up the role, nor be given another). Ends the person's other sessions (`keep`: the session making
 * the change, when it is their own), and writes the change to the audit log.
 */
export async function setRole(
  targetId: string,
  role: Role,
  by: { actor: AuditActor; keep?: string },
): Promise<{ user: PublicUser; before: Role; ended: number }> {
  await connectToDatabase();
  return withLock(ROLES_LOCK, async () => {
    const doc = await User.findById(new Types.ObjectId(targetId), { name: 1, email: 1, phone: 1, role: 1, createdAt: 1, updatedAt: 1 }).lean();
    if (!doc) throw new NotFoundError(refusal("userNotFound"));
    const before = toPublicUser(doc).role;
    if (before === role) return { user: toPublicUser(doc), before, ended: 0 };
    if (before === "owner") {
      const owners = (await staffUsers()).filter((u) => u.role === "owner" && u._id !== targetId);
      if (!owners.length) {
        throw new ConflictError(refusal("needsAnOwner"), { role: refusal("lastOwner") });
      }
    }
    await User.updateOne({ _id: doc._id }, { $set: { role } });
    if (isStaff(role)) await addRef(STAFF_LIST, targetId);
    else await removeRef(STAFF_LIST, targetId);
    const ended = await endSessionsOf(targetId, by.actor.kind === "person" ? by.actor.name : "the console", by.keep);
    await audit(by.actor, "role", { detail: { person: doc.name, email: doc.email, before, after: role, sessionsEnded: ended } });
    return { user: toPublicUser({ ...doc, role }), before, ended };
  });
}
