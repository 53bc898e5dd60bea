import "server-only";
import { createHash } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { WriteKey, type WriteKeyDoc } from "@/models/WriteKey";

/**
 * Every tap counted once (issue 55): a creating write given an idempotency key runs once per key; a repeat with the
 * same key and the same request answers what the first answered, also when both arrive at the same moment (the
 * insert of `<scope>:<key>` decides, as it does for an order's key). A write that fails gives the key back, so the
 * corrected request can be sent again with it; the same key with a different request is a 409. Without a key the
 * write simply runs (API clients that do not send one).
 *
 * The answer is kept as JSON, and the first caller gets that same JSON, so a repeat reads exactly what the first did.
 * A request that died between its write and recording the answer leaves a claim that is taken over after
 * CLAIM_STALE_MS; writes that must hold even then (payments) also check the key in their own record, under its lock.
 */

const CLAIM_STALE_MS = 60_000;
const TWIN_WAIT_MS = 15_000;

export interface Submission {
  /** What is being created and where, e.g. `payment:KPW-2026-0042`: the key is unique within it. */
  scope: string;
  key?: string;
  /** Who asks and what they ask (the request without its key): the same key with another request is refused. */
  request: unknown;
}

const fingerprintOf = (request: unknown) => createHash("sha256").update(JSON.stringify(request)).digest("hex");

const reused = () =>
  new ConflictError(refusal("formSentWithOtherDetails"), {
    idempotencyKey: refusal("usedForDifferentRequest"),
  });

const stillRunning = (claimedAt: Date) =>
  new ConflictError(
    refusal("requestStillSaving"),
    { idempotencyKey: refusal("stillBeingSaved") },
    { "Retry-After": String(Math.max(1, Math.min(60, Math.ceil((CLAIM_STALE_MS - (Date.now() - claimedAt.getTime())) / 1000)))) },
  );

export async function once<T>(submission: Submission, run: () => Promise<T>): Promise<{ result: T; repeated: boolean }> {
  if (!submission.key) return { result: await run(), repeated: false };
  await connectToDatabase();
  const _id = `${submission.scope}:${submission.key}`;
  const fingerprint = fingerprintOf(submission.request);
  const started = Date.now();
  for (;;) {
    try {
      await WriteKey.create({ _id, fingerprint, state: "pending", result: null, at: new Date() });
      break;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const claim = await WriteKey.findById(_id).lean<WriteKeyDoc>();
    if (!claim) continue; // given back meanwhile: claim it
    if (claim.fingerprint !== fingerprint) throw reused();
    if (claim.state === "done") return { result: claim.result as T, repeated: true };
    if (Date.now() - claim.at.getTime() > CLAIM_STALE_MS) {
      await WriteKey.deleteOne({ _id, at: claim.at });
      continue;
    }
    if (Date.now() - started > TWIN_WAIT_MS) throw stillRunning(claim.at);
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 50));
  }
  let result: T;
  try {
    result = JSON.parse(JSON.stringify((await run()) ?? null)) as T;
  } catch (err) {
    await WriteKey.deleteOne({ _id }).catch(() => undefined);
    throw err;
  }
  await WriteKey.updateOne({ _id }, { $set: { state: "done", result, at: new Date() } });
  return { result, repeated: false };
}
