import "server-only";
import { Migration } from "@/models/Migration";
import { connectToDatabase } from "./connect";
import { isDuplicateKeyError } from "./keys";
import { withLock } from "./lock";

/**
 * Runs a start-up data move once per database: it is recorded by name when it
 * has finished, and it runs under a lock, so two servers starting together do
 * not both run it. A move must be safe to repeat (an interrupted one runs again
 * from the start at the next start-up).
 */
export async function runOnce<T>(name: string, move: () => Promise<T>): Promise<T | null> {
  await connectToDatabase();
  if (await Migration.findById(name).lean()) return null;
  return withLock(`migration:${name}`, async () => {
    if (await Migration.findById(name).lean()) return null;
    const result = await move();
    await Migration.create({ _id: name, at: new Date() }).catch((err) => {
      if (!isDuplicateKeyError(err)) throw err;
    });
    return result;
  });
}
