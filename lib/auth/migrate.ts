import "server-only";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { runOnce } from "@/lib/db/migrations";
import { addRef, replaceList } from "@/lib/db/ref-list";
import { User } from "@/models/User";
import { UserEmail } from "@/models/UserEmail";
import { USERS_LIST } from "./accounts";
import { STAFF_LIST } from "./staff";

/**
 * Accounts made before e-mail claims and the keyed list existed get both:
 * one claim per address and the console's list, newest first. Reads the users
 * once, at start-up (never on a request); safe to repeat.
 */
export async function migrateUserDirectory(): Promise<number | null> {
  return runOnce("users:emails-and-list", async () => {
    const users = await User.find({}, { email: 1, createdAt: 1 }).sort({ createdAt: -1 }).lean();
    for (const u of users) {
      await UserEmail.create({ _id: u.email, user: u._id, at: new Date() }).catch((err) => {
        if (!isDuplicateKeyError(err)) throw err;
      });
    }
    await replaceList(
      USERS_LIST,
      users.map((u) => String(u._id)),
    );
    return users.length;
  });
}

/**
 * Issue 51: the one staff role there was, "admin", becomes "owner" (everything, as before), and every staff member is
 * filed in the staff list. Reads the accounts once, at start-up; safe to repeat.
 */
export async function migrateRoles(): Promise<number | null> {
  return runOnce("users:roles", async () => {
    // The driver's collection: the model's role list no longer has "admin".
    const users = User.collection;
    const admins = await users.find({ role: "admin" }, { projection: { _id: 1 } }).toArray();
    if (admins.length) await users.updateMany({ role: "admin" }, { $set: { role: "owner" } });
    const staff = await users.find({ role: { $in: ["owner", "office", "floor"] } }, { projection: { _id: 1 } }).toArray();
    for (const u of staff) await addRef(STAFF_LIST, String(u._id));
    return admins.length;
  });
}
