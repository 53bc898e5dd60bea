/**
 * Rate limits shared by every server instance, stored in the database as a
 * sliding-window log (see models/RateLimit.ts for why inserts, not counters).
 *
 * `reserve()` records one attempt for each subject *before* the work is done,
 * then counts the window: over the limit → the attempt is withdrawn and 429 is
 * thrown with Retry-After. So parallel requests cannot slip past the limit,
 * and refused attempts do not prolong the block. The caller then keeps the
 * attempt (a failure), `release()`s it (not a failure), or `clear()`s a subject.
 */
import { createHash } from "node:crypto";
import mongoose, { type Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { TooManyRequestsError } from "@/lib/errors";
import { RateLimit } from "@/models/RateLimit";
import type { LimitRule } from "./config";

export * from "./config";

export type LimitSubject = { rule: LimitRule; subject: string };

export function limitKey(rule: LimitRule, subject: string): string {
  const digest = createHash("sha256").update(`${rule.name}\u0000${subject}`).digest("hex").slice(0, 40);
  return `${rule.name}:${digest}`;
}

const SWEEP_EVERY_MS = 60_000;
const globalForSweep = globalThis as unknown as { __rateLimitSweep?: number };

/** Deletes expired attempts now and then (FerretDB has no TTL index). */
function maybeSweep(now: number): void {
  if (now - (globalForSweep.__rateLimitSweep ?? 0) < SWEEP_EVERY_MS) return;
  globalForSweep.__rateLimitSweep = now;
  RateLimit.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date(now) }) })
    .exec()
    .catch((err) => console.warn(`[rate-limit] sweep failed: ${(err as Error).message}`));
}

async function secondsUntilAllowed(key: string, rule: LimitRule, now: number): Promise<number> {
  // The next attempt is allowed once the max-th most recent attempt leaves the window.
  const nth = await RateLimit.find({ key, at: mongoose.trusted({ $gt: new Date(now - rule.windowMs) }) })
    .sort({ at: -1 })
    .skip(Math.max(0, rule.max - 1))
    .limit(1)
    .select({ at: 1 })
    .lean();
  if (!nth.length) return 1;
  return Math.max(1, Math.ceil((nth[0].at.getTime() + rule.windowMs - now) / 1000));
}

export class Reservation {
  constructor(private readonly ids: Types.ObjectId[]) {}

  /** Withdraws the attempts recorded by this reservation (the operation did not count as a failure). */
  async release(): Promise<void> {
    if (!this.ids.length) return;
    await RateLimit.deleteMany({ _id: mongoose.trusted({ $in: this.ids }) });
  }
}

/** Forgets every recorded attempt of one subject (e.g. failed sign-ins of an e-mail after a success). */
export async function clearLimit(rule: LimitRule, subject: string): Promise<void> {
  await connectToDatabase();
  await RateLimit.deleteMany({ key: limitKey(rule, subject) });
}

export async function reserve(subjects: LimitSubject[]): Promise<Reservation> {
  const active = subjects.filter((s) => s.rule.max > 0);
  if (!active.length) return new Reservation([]);
  await connectToDatabase();
  const now = Date.now();
  const entries = active.map((s) => ({
    ...s,
    key: limitKey(s.rule, s.subject),
  }));
  const docs = await RateLimit.insertMany(
    entries.map((e) => ({ key: e.key, at: new Date(now), expiresAt: new Date(now + e.rule.windowMs) })),
  );
  const ids = docs.map((d) => d._id);
  const counts = await Promise.all(
    entries.map((e) => RateLimit.countDocuments({ key: e.key, at: mongoose.trusted({ $gt: new Date(now - e.rule.windowMs) }) })),
  );
  const over = entries.filter((_, i) => counts[i] > entries[i].rule.max);
  if (over.length) {
    await RateLimit.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
    const waits = await Promise.all(over.map((e) => secondsUntilAllowed(e.key, e.rule, now)));
    throw new TooManyRequestsError(Math.max(...waits));
  }
  maybeSweep(now);
  return new Reservation(ids);
}
