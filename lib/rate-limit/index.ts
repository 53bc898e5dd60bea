/**
 * Rate limits shared by every server instance, stored in the database as a
 * sliding-window log (see models/RateLimit.ts for why inserts, not counters),
 * with an in-process first line (./first-line.ts) in front.
 *
 * A check is ONE read of the recent attempts of every key involved; a refusal
 * ends there (429 + Retry-After) and is remembered in the process, so the next
 * refusals of that key cost no database round trip at all. Only allowed
 * attempts write. Attempts in flight in this process are numbered, so parallel
 * requests cannot all slip past one check; across instances, a burst can
 * exceed a limit by at most the number of instances (documented).
 */
import { createHash } from "node:crypto";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { TooManyRequestsError } from "@/lib/errors";
import { RateLimit } from "@/models/RateLimit";
import type { LimitRule } from "./config";
import { blockedFor, enter, leave, rememberBlock } from "./first-line";

export * from "./config";

export function limitKey(name: string, subject: string): string {
  const digest = createHash("sha256").update(`${name}\u0000${subject}`).digest("hex").slice(0, 40);
  return `${name}:${digest}`;
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

/** The live entries of each key (oldest first), in one database round trip. */
export async function readAttempts(keys: string[], now: number): Promise<Map<string, { at: number; expiresAt: number }[]>> {
  await connectToDatabase();
  const docs = await RateLimit.find({ key: mongoose.trusted({ $in: keys }), expiresAt: mongoose.trusted({ $gt: new Date(now) }) })
    .select({ key: 1, at: 1, expiresAt: 1, _id: 0 })
    .lean();
  const byKey = new Map<string, { at: number; expiresAt: number }[]>(keys.map((k) => [k, []]));
  for (const d of docs) byKey.get(d.key)?.push({ at: d.at.getTime(), expiresAt: d.expiresAt.getTime() });
  for (const list of byKey.values()) list.sort((a, b) => a.at - b.at);
  return byKey;
}

export async function recordAttempts(entries: { key: string; ttlMs: number }[], now = Date.now()): Promise<void> {
  if (!entries.length) return;
  await RateLimit.insertMany(entries.map((e) => ({ key: e.key, at: new Date(now), expiresAt: new Date(now + e.ttlMs) })));
  maybeSweep(now);
}

export async function clearAttempts(keys: string[]): Promise<void> {
  if (!keys.length) return;
  await RateLimit.deleteMany({ key: mongoose.trusted({ $in: keys }) });
}

/** Throws 429 for `key` and remembers the block in this process. */
export function refuse(key: string, waitMs: number, message?: string): never {
  const ms = Math.max(1000, waitMs);
  rememberBlock(key, Date.now() + ms);
  throw new TooManyRequestsError(ms / 1000, message);
}

/** The wait until a log of `count` live entries (expiry times ascending) drops below `max`. */
export function waitUntilUnder(expiries: number[], count: number, max: number, now: number): number {
  const i = Math.min(expiries.length - 1, Math.max(0, count - max));
  return i < 0 ? 1000 : Math.max(1000, expiries[i] - now);
}

/**
 * Counts one action (a sign-up, an enquiry) for `subject` under `rule`:
 * 429 past the limit, at most one database read when refused.
 */
export async function hitLimit(rule: LimitRule, subject: string, message?: string): Promise<void> {
  if (rule.max <= 0) return;
  const key = limitKey(rule.name, subject);
  const cached = blockedFor(key);
  if (cached) throw new TooManyRequestsError(cached / 1000, message);
  const [ahead] = enter([key]);
  try {
    const now = Date.now();
    const log = (await readAttempts([key], now)).get(key) ?? [];
    const count = log.length + ahead;
    if (count >= rule.max) {
      refuse(
        key,
        waitUntilUnder(
          log.map((e) => e.expiresAt),
          count,
          rule.max,
          now,
        ),
        message,
      );
    }
    await recordAttempts([{ key, ttlMs: rule.windowMs }], now);
  } finally {
    leave([key]);
  }
}
