/**
 * Password hashing with bcryptjs, in worker threads (./bcrypt-pool.ts). A
 * semaphore caps how many hashes run at once (BCRYPT_MAX_CONCURRENCY, default
 * one per spare CPU core, at least 1) and how many may wait (BCRYPT_MAX_QUEUE);
 * beyond that: 503 with Retry-After instead of an ever-growing queue. Waiters
 * are served round robin per client (BCRYPT_MAX_QUEUE_PER_CLIENT waiting places
 * each, default 8), so a flood from one client or account cannot starve other
 * users' sign-ins.
 */
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import { ServiceUnavailableError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { PASSWORD_MAX_BYTES, utf8Length } from "@/lib/validation/password";
import { bcryptCompare, bcryptHash } from "./bcrypt-pool";
import { Semaphore, SemaphoreFullError } from "../util/semaphore";

/** bcrypt cost factor, 10 to 12 (BCRYPT_COST; default 10). */
export function bcryptCost(): number {
  return config().BCRYPT_COST;
}

const globalForBcrypt = globalThis as unknown as { __bcryptSemaphore?: Semaphore };
function semaphore(): Semaphore {
  return (globalForBcrypt.__bcryptSemaphore ??= new Semaphore(
    config().BCRYPT_MAX_CONCURRENCY,
    config().BCRYPT_MAX_QUEUE,
    config().BCRYPT_MAX_QUEUE_PER_CLIENT,
  ));
}

/** `key` is the fairness key (a client address or an account): see ./semaphore.ts. */
async function limited<T>(task: () => Promise<T>, key = ""): Promise<T> {
  try {
    return await semaphore().run(task, key);
  } catch (err) {
    if (err instanceof SemaphoreFullError) {
      throw new ServiceUnavailableError(refusal("serverBusy"), 2);
    }
    throw err;
  }
}

export async function hashPassword(password: string, fairnessKey = ""): Promise<string> {
  const cost = bcryptCost();
  return limited(() => bcryptHash(password, cost), fairnessKey);
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
export async function verifyPassword(password: string, hash: string | null | undefined, fairnessKey = ""): Promise<boolean> {
  const target = hash || (await getDummyHash());
  const matches = await limited(() => bcryptCompare(password, target), fairnessKey);
  return Boolean(hash) && matches && utf8Length(password) <= PASSWORD_MAX_BYTES;
}
