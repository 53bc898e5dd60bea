/**
 * Password hashing with bcryptjs, in worker threads (./bcrypt-pool.ts). A
 * semaphore caps how many hashes run at once (BCRYPT_MAX_CONCURRENCY, default
 * one per spare CPU core, at least 1) and how many may wait (BCRYPT_MAX_QUEUE);
 * beyond that: 503 with Retry-After instead of an ever-growing queue. So a
 * flood of sign-in attempts cannot stall the rest of the site.
 */
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import { ServiceUnavailableError } from "@/lib/errors";
import { PASSWORD_MAX_BYTES, utf8Length } from "@/lib/validation/password";
import { bcryptCompare, bcryptHash } from "./bcrypt-pool";
import { Semaphore, SemaphoreFullError } from "./semaphore";

/** bcrypt cost factor, 10 to 12 (BCRYPT_COST; default 10). */
export function bcryptCost(): number {
  return config().BCRYPT_COST;
}

const globalForBcrypt = globalThis as unknown as { __bcryptSemaphore?: Semaphore };
function semaphore(): Semaphore {
  return (globalForBcrypt.__bcryptSemaphore ??= new Semaphore(
    config().BCRYPT_MAX_CONCURRENCY,
    config().BCRYPT_MAX_QUEUE,
  ));
}

async function limited<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await semaphore().run(task);
  } catch (err) {
    if (err instanceof SemaphoreFullError) {
      throw new ServiceUnavailableError("The server is busy. Please try again in a moment.", 2);
    }
    throw err;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const cost = bcryptCost();
  return limited(() => bcryptHash(password, cost));
}

let dummyHash: Promise<string> | null = null;
/** A hash of a random string at the current cost: unknown e-mails cost as much time as wrong passwords. */
function getDummyHash(): Promise<string> {
  dummyHash ??= limited(() => bcryptHash(randomBytes(24).toString("base64"), bcryptCost())).catch((err) => {
    dummyHash = null;
    throw err;
  });
  return dummyHash;
}

/**
 * Compares a password with a stored hash, or with a dummy hash when there is
 * no user, so that both paths take the same time. Passwords over 72 bytes never
 * match (bcrypt would otherwise compare only their first 72 bytes).
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const target = hash || (await getDummyHash());
  const matches = await limited(() => bcryptCompare(password, target));
  return Boolean(hash) && matches && utf8Length(password) <= PASSWORD_MAX_BYTES;
}
