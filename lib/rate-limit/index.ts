/**
 * Rate limits shared by every server instance, stored in the database as one
 * sliding-window log per key (models/RateLimit.ts: read and written by `_id`
 * only), with an in-process first line (./first-line.ts) in front.
 *
 * A check is one read by `_id` of each key involved (in parallel); a refusal
 * ends there (429 + Retry-After) and is remembered in the process, so the next
 * refusals of that key cost no database round trip at all. Only allowed
 * attempts write. Attempts in flight in this process are numbered, so parallel
 * requests cannot all slip past one check, and one process writes one key's log
 * at a time. FerretDB v1 runs a write as a read and a write, so two instances
 * recording the same key at the same instant can keep one entry of the two:
 * across instances a burst can exceed a limit by at most the number of
 * instances (documented in docs/SECURITY.md).
 */
import "server-only";
import { createHash } from "node:crypto";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { TooManyRequestsError } from "@/lib/errors";
import { type Refusal } from "@/lib/i18n/refusal";
import { RateLimit, type RateLimitDoc } from "@/models/RateLimit";
import type { LimitRule } from "./config";
import { blockedFor, enter, leave, rememberBlock } from "./first-line";

export * from "./config";

export function limitKey(name: string, subject: string): string {
  const digest = createHash("sha256").update(`${name}\u0000${subject}`).digest("hex").slice(0, 40);
  return `${name}:${digest}`;
}

/** A log never needs more entries than the largest limit counts. */
const MAX_ENTRIES = 10_000;
const SWEEP_EVERY_MS = 60_000;
const globalForLimits = globalThis as unknown as { __rateLimitSweep?: NodeJS.Timeout; __rateLimitWrites?: Map<string, Promise<void>> };

/**
 * Deletes the logs whose every entry has expired, once a minute, on a timer of
 * its own (never on a request): the one query of the limits that is not by `_id`.
 */
function startSweep(): void {
  if (globalForLimits.__rateLimitSweep) return;
  globalForLimits.__rateLimitSweep = setInterval(() => {
    RateLimit.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date() }) })
      .exec()
      .catch((err) => console.warn(`[rate-limit] sweep failed: ${(err as Error).message}`));
  }, SWEEP_EVERY_MS);
  globalForLimits.__rateLimitSweep.unref();
}

type Log = { at: number; expiresAt: number }[];

function liveEntries(doc: RateLimitDoc | null, now: number): Log {
  return (doc?.entries ?? [])
    .map((e) => ({ at: e.at.getTime(), expiresAt: e.expiresAt.getTime() }))
    .filter((e) => e.expiresAt > now)
    .sort((a, b) => a.at - b.at);
}

/** The live entries of each key (oldest first): one read by `_id` per key, in parallel. */
export async function readAttempts(keys: string[], now: number): Promise<Map<string, Log>> {
  await connectToDatabase();
  const docs = await Promise.all(keys.map((key) => RateLimit.findById(key).lean<RateLimitDoc>()));
  return new Map(keys.map((key, i) => [key, liveEntries(docs[i], now)]));
}

/** Runs `write` after the previous write of `key` in this process has finished. */
function serialised(key: string, write: () => Promise<void>): Promise<void> {
  const writes = (globalForLimits.__rateLimitWrites ??= new Map());
  const next = (writes.get(key) ?? Promise.resolve()).then(write, write);
  writes.set(key, next);
  const done = () => {
    if (writes.get(key) === next) writes.delete(key);
  };
  // Both ways: a failed write is the caller's to handle (it is returned), not an unhandled rejection here.
  void next.then(done, done);
  return next;
}

export async function recordAttempts(entries: { key: string; ttlMs: number }[], now = Date.now()): Promise<void> {
  if (!entries.length) return;
  startSweep();
  await Promise.all(
    entries.map(({ key, ttlMs }) =>
      serialised(key, async () => {
        const log = liveEntries(await RateLimit.findById(key).lean<RateLimitDoc>(), now);
        log.push({ at: now, expiresAt: now + ttlMs });
        const kept = log.slice(-MAX_ENTRIES);
        await RateLimit.replaceOne(
          { _id: key },
          {
            _id: key,
            entries: kept.map((e) => ({ at: new Date(e.at), expiresAt: new Date(e.expiresAt) })),
            expiresAt: new Date(Math.max(...kept.map((e) => e.expiresAt))),
          },
          { upsert: true },
        );
      }),
    ),
  );
}

export async function clearAttempts(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => serialised(key, async () => void (await RateLimit.deleteOne({ _id: key })))));
}

/** Throws 429 for `key` and remembers the block in this process. */
export function refuse(key: string, waitMs: number, message?: Refusal): never {
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
export async function hitLimit(rule: LimitRule, subject: string, message?: Refusal): Promise<void> {
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

/** Refuses (429) when `subject` is already past the limit, counting nothing: a check before an attempt that only counts when it fails. */
export async function checkLimit(rule: LimitRule, subject: string, message?: Refusal): Promise<void> {
  if (rule.max <= 0) return;
  const key = limitKey(rule.name, subject);
  const cached = blockedFor(key);
  if (cached) throw new TooManyRequestsError(cached / 1000, message);
  const now = Date.now();
  const log = (await readAttempts([key], now)).get(key) ?? [];
  if (log.length >= rule.max)
    refuse(
      key,
      waitUntilUnder(
        log.map((e) => e.expiresAt),
        log.length,
        rule.max,
        now,
      ),
      message,
    );
}
