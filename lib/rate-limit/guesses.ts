/**
 * The password-guess limiter, shared by sign-in and by `currentPassword` on
 * profile changes (OWASP: credential stuffing and account lockout; design in
 * docs/SECURITY.md). Three buckets of failures, each a sliding window:
 *
 * - per ADDRESS (any account): free, then slowed down (progressive delays),
 *   then stopped until the window frees a slot. Stops one address spraying or
 *   stuffing, and never touches clients at other addresses.
 * - per ACCOUNT, failures from addresses that never signed in to it: free,
 *   then progressive delays capped at a minute. Never a lockout, so an
 *   attacker with many addresses can only slow an account down, not shut its
 *   owner out.
 * - per ACCOUNT AND KNOWN ADDRESS: an address that signed in to the account
 *   within 30 days is the owner's path; its failures are counted on their own
 *   (slowed, then stopped like an address), and it ignores the account-wide
 *   delays that a distributed attack causes.
 *
 * A success clears the account's count and the owner's path count, and marks
 * the address as known. A check reads all the buckets in one database round
 * trip; refusals are remembered in-process (./first-line.ts).
 */
import { blockedFor, enter, forgetBlock, leave } from "./first-line";
import { guessRules, progressiveDelayMs, type GuessRules } from "./config";
import { clearAttempts, limitKey, readAttempts, recordAttempts, refuse, waitUntilUnder } from "./index";
import { TooManyRequestsError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";

export const GUESS_LIMIT_MESSAGE = refusal("tooManyWrongPasswords");

export type GuessSubject = {
  /** The account: its e-mail, lower-cased (sign-in) or the account's current e-mail (profile). */
  account: string;
  /** The client's address subject (lib/http/client-ip.ts). */
  address: string;
};

export type GuessTicket = {
  /** The password was wrong: count it. */
  fail(): Promise<void>;
  /** The password was right: clear the owner's counts and remember the address. */
  succeed(): Promise<void>;
  /** Nothing was decided (an error): count nothing. */
  abandon(): void;
};

type Log = { at: number; expiresAt: number }[];

function keysFor(s: GuessSubject) {
  return {
    address: limitKey("guess-ip", s.address),
    account: limitKey("guess-account", s.account),
    path: limitKey("guess-path", `${s.account}\u0000${s.address}`),
    known: limitKey("known-address", `${s.account}\u0000${s.address}`),
  };
}

/** Slowed after `slow`, stopped at `max`: the wait before the next attempt, or 0. */
function slowThenStop(log: Log, ahead: number, slow: number, max: number, delayMaxMs: number, now: number): number {
  if (max <= 0) return 0;
  const count = log.length + ahead;
  if (count >= max)
    return waitUntilUnder(
      log.map((e) => e.expiresAt),
      count,
      max,
      now,
    );
  if (count >= slow) {
    if (ahead > 0) return 1000; // in the slowed phase, one attempt at a time
    const last = log[log.length - 1]?.at ?? now;
    return Math.max(0, last + progressiveDelayMs(count - slow, delayMaxMs) - now);
  }
  return 0;
}

/** Free, then progressive delays; never a stop. */
function delaysOnly(log: Log, ahead: number, free: number, delayMaxMs: number, now: number): number {
  if (free <= 0) return 0;
  const count = log.length + ahead;
  if (count < free) return 0;
  if (ahead > 0) return 1000;
  const last = log[log.length - 1]?.at ?? now;
  return Math.max(0, last + progressiveDelayMs(count - free, delayMaxMs) - now);
}

/**
 * Checks whether this guess may be tried. Throws 429 (Retry-After) when not;
 * otherwise returns a ticket that the caller settles after comparing the password.
 */
export async function checkGuess(subject: GuessSubject, rules: GuessRules = guessRules()): Promise<GuessTicket> {
  const k = keysFor(subject);
  const limitsOff = rules.ipMax <= 0 && rules.accountFree <= 0;
  // First line: an address this process already stopped costs nothing more.
  const cached = blockedFor(k.address) || blockedFor(k.path);
  if (cached && !limitsOff) throw new TooManyRequestsError(cached / 1000, GUESS_LIMIT_MESSAGE);

  const inFlight = [k.address, k.account, k.path];
  const [aheadIp, aheadAccount, aheadPath] = enter(inFlight);
  let settled = false;
  const release = () => {
    if (!settled) leave(inFlight);
    settled = true;
  };
  try {
    const now = Date.now();
    let known = false;
    if (!limitsOff) {
      const logs = await readAttempts([k.address, k.account, k.path, k.known], now);
      known = (logs.get(k.known) ?? []).length > 0;
      const ipWait = slowThenStop(logs.get(k.address)!, aheadIp, rules.ipSlow, rules.ipMax, rules.delayMaxMs, now);
      if (ipWait > 0) refuse(k.address, ipWait, GUESS_LIMIT_MESSAGE);
      if (known) {
        const pathWait = slowThenStop(logs.get(k.path)!, aheadPath, rules.ipSlow, rules.ipMax, rules.delayMaxMs, now);
        if (pathWait > 0) refuse(k.path, pathWait, GUESS_LIMIT_MESSAGE);
      } else {
        // Not remembered in-process: the owner's known address must still get through.
        const accountWait = delaysOnly(logs.get(k.account)!, aheadAccount, rules.accountFree, rules.delayMaxMs, now);
        if (accountWait > 0) throw new TooManyRequestsError(accountWait / 1000, GUESS_LIMIT_MESSAGE);
      }
    }
    return {
      async fail() {
        try {
          if (limitsOff) return;
          const entries = [{ key: k.address, ttlMs: rules.windowMs }];
          entries.push({ key: known ? k.path : k.account, ttlMs: rules.windowMs });
          await recordAttempts(entries);
        } finally {
          release();
        }
      },
      async succeed() {
        try {
          forgetBlock(k.path);
          await clearAttempts([k.account, k.path, k.known]);
          await recordAttempts([{ key: k.known, ttlMs: rules.knownMs }]);
        } finally {
          release();
        }
      },
      abandon: release,
    };
  } catch (err) {
    release();
    throw err;
  }
}
