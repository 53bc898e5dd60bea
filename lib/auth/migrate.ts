import "server-only";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { runOnce } from "@/lib/db/migrations";
import { replaceList } from "@/lib/db/ref-list";
import { User } from "@/models/User";
import { UserEmail } from "@/models/UserEmail";
import { USERS_LIST } from "./accounts";

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
