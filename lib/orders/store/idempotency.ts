import "server-only";
import { afterOutage } from "@/lib/db/after-outage";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Order, type OrderDoc } from "@/models/Order";
import { OrderKey, type OrderKeyDoc } from "@/models/OrderKey";

/**
 * "The same order sent twice is stored once": a retry, a double tap or the
 * phone's outbox sending again carry the same idempotency key. The key is
 * claimed by inserting {_id: key} before the order is stored; the claim names
 * the reference being tried before each attempt, so a later copy (or a retry
 * after a crash) finds the order by `_id` alone.
 */

/** A claim older than this whose order never appeared belongs to a request that died: it may be taken over. */
const CLAIM_STALE_MS = 60_000;
/**
 * How long a copy waits for the twin that got the claim to finish storing the order: a double tap's twin is done
 * within a second or two; a request never waits longer than 10 s in all (issue 68), then 409 with Retry-After.
 */
const TWIN_WAIT_MS = 5_000;
/** The Retry-After of a key still being placed. */
const RETRY_AFTER_S = 5;

export type Claimed = { kind: "claimed" } | { kind: "stored"; order: OrderDoc };

const reused = () =>
  new ConflictError(refusal("orderKeyReused"), {
    idempotencyKey: refusal("usedForDifferentOrder"),
  });

/**
 * 409 with Retry-After: the first send of this key is still storing the order, or died mid-way (a crash, a database
 * restart) and its claim is not stale yet. The order may exist, so a client must ask again later with the same key,
 * never call it "not placed" (issue 38); the claim can be taken over once it is CLAIM_STALE_MS old.
 */
function stillBeingPlaced(claimedAt: Date): ConflictError {
  // Soon, not when the claim goes stale: a claim its request could not give back is given back in the background as
  // soon as the database answers again (releaseKey), so the next try usually finds the key free or the order stored.
  const untilStale = Math.max(1, Math.ceil((CLAIM_STALE_MS - (Date.now() - claimedAt.getTime())) / 1000));
  return new ConflictError(
    refusal("orderStillBeingPlaced"),
    { idempotencyKey: refusal("stillBeingPlaced") },
    { "Retry-After": String(Math.min(untilStale, RETRY_AFTER_S)) },
  );
}

async function storedOrder(claim: OrderKeyDoc): Promise<OrderDoc | null> {
  if (!claim.reference) return null;
  const order = await Order.findById(claim.reference).lean<OrderDoc>();
  return order && order.idempotencyKey === claim._id ? order : null;
}

/** The order already stored under this key and fingerprint, if any (a read only; 409 for a key reused with another order). */
export async function findByKey(key: string, fingerprint: string): Promise<OrderDoc | null> {
  const claim = await OrderKey.findById(key).lean<OrderKeyDoc>();
  if (!claim) return null;
  if (claim.fingerprint !== fingerprint) throw reused();
  return storedOrder(claim);
}

/**
 * Claims the key for a new order, or answers with the order a twin stored
 * under it (waiting for the twin while it is still storing). 409 for a key
 * reused with a different order, and when a live twin takes too long.
 */
export async function claimKey(key: string, fingerprint: string): Promise<Claimed> {
  const started = Date.now();
  for (;;) {
    try {
      await OrderKey.create({ _id: key, fingerprint, reference: null, at: new Date() });
      return { kind: "claimed" };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const claim = await OrderKey.findById(key).lean<OrderKeyDoc>();
    if (!claim) continue; // released meanwhile: claim again
    if (claim.fingerprint !== fingerprint) throw reused();
    const order = await storedOrder(claim);
    if (order) return { kind: "stored", order };
    if (Date.now() - claim.at.getTime() > CLAIM_STALE_MS) {
      // Its request died before storing the order: take the claim over.
      await OrderKey.replaceOne({ _id: key }, { _id: key, fingerprint, reference: null, at: new Date() });
      return { kind: "claimed" };
    }
    if (Date.now() - started > TWIN_WAIT_MS) throw stillBeingPlaced(claim.at);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Names the reference about to be tried, so that anyone reading the claim finds the order once it is stored. */
export async function noteReference(key: string, reference: string): Promise<void> {
  await OrderKey.updateOne({ _id: key }, { $set: { reference, at: new Date() } });
}

/**
 * Gives the key back when the order could not be stored (so the customer can send it again at once), unless the
 * order exists after all: a write whose answer was lost (a failover, a majority that answered late) may have stored
 * it, and then the key must keep finding it, never make a second order. When the database cannot be asked (it is
 * down, or between primaries), this is tried again in the background (lib/db/after-outage.ts) until the claim is
 * stale anyway, so that the customer's retry after the 503 is not held for a minute.
 */
export async function releaseKey(key: string, { databaseDown = false }: { databaseDown?: boolean } = {}): Promise<void> {
  // On an outage the request answers its 503 at once; the key is given back once the database answers.
  if (databaseDown || !(await tryRelease(key))) afterOutage(`giving back the key ${key.slice(0, 6)}…`, () => tryRelease(key), CLAIM_STALE_MS);
}

async function tryRelease(key: string): Promise<boolean> {
  try {
    const claim = await OrderKey.findById(key).lean<OrderKeyDoc>();
    if (!claim || (await storedOrder(claim))) return true;
    await OrderKey.deleteOne({ _id: key, at: claim.at });
    return true;
  } catch {
    return false;
  }
}
