import { config } from "@/lib/config";

/**
 * Rate-limit rules, read from the environment (lib/config/index.ts) at each use.
 * A max of 0 disables that rule (for local end-to-end runs and benchmarks only).
 * The design (why these buckets, why delays and not lockouts) is in docs/SECURITY.md.
 *
 * Password guesses (sign-in and `currentPassword` on profile changes share them):
 *   RATE_LIMIT_LOGIN_IP_SLOW            failures per address before it is slowed down      (5)
 *   RATE_LIMIT_LOGIN_IP_MAX             failures per address per window: then it is stopped (20)
 *   RATE_LIMIT_LOGIN_MAX                failures per account (from unknown addresses)
 *                                       before progressive delays; never a lockout         (5)
 *   RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS  longest progressive delay                          (60)
 *   RATE_LIMIT_LOGIN_WINDOW_SECONDS     window of all the counts above                      (900)
 * Counted actions, per client address:
 *   RATE_LIMIT_SIGNUP_MAX / _WINDOW_SECONDS   sign-ups                                (10 / 3600)
 *   RATE_LIMIT_ENQUIRY_MAX / _WINDOW_SECONDS  enquiries, honeypot hits included        (5 / 600)
 */
export type LimitRule = { name: string; max: number; windowMs: number };

/** The client key when the site cannot tell clients apart (no trusted proxy under plain `next start`): limits become site-wide ceilings. */
export const SHARED_CLIENT_KEY = "local";

/** The rules of the password-guess limiter (lib/rate-limit/guesses.ts). */
export type GuessRules = {
  /** Failures per address: slowed after `ipSlow`, stopped at `ipMax` until the window frees a slot. */
  ipSlow: number;
  ipMax: number;
  /** Failures per account from addresses that never signed in to it: free, then progressive delays. */
  accountFree: number;
  delayMaxMs: number;
  windowMs: number;
  /** How long an address that signed in to an account stays "known" for it. */
  knownMs: number;
};

export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export function guessRules(env?: NodeJS.ProcessEnv): GuessRules {
  const c = config(env);
  return {
    // Slowing down never starts after the stop.
    ipSlow: Math.min(c.RATE_LIMIT_LOGIN_IP_SLOW, c.RATE_LIMIT_LOGIN_IP_MAX || Infinity),
    ipMax: c.RATE_LIMIT_LOGIN_IP_MAX,
    accountFree: c.RATE_LIMIT_LOGIN_MAX,
    delayMaxMs: c.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS * 1000,
    windowMs: c.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000,
    knownMs: KNOWN_ADDRESS_MS,
  };
}

export function signupIpRule(env?: NodeJS.ProcessEnv): LimitRule {
  const c = config(env);
  return { name: "signup-ip", max: c.RATE_LIMIT_SIGNUP_MAX, windowMs: c.RATE_LIMIT_SIGNUP_WINDOW_SECONDS * 1000 };
}

export function enquiryIpRule(env?: NodeJS.ProcessEnv): LimitRule {
  const c = config(env);
  return { name: "enquiry-ip", max: c.RATE_LIMIT_ENQUIRY_MAX, windowMs: c.RATE_LIMIT_ENQUIRY_WINDOW_SECONDS * 1000 };
}

/** Wrong pairing codes per client address (issue 51): guessing a 10-character code is slowed to nothing. */
export function pairIpRule(env?: NodeJS.ProcessEnv): LimitRule {
  const c = config(env);
  return { name: "pair-ip", max: c.RATE_LIMIT_PAIR_MAX, windowMs: 15 * 60 * 1000 };
}

/**
 * The wait after `over` failures past a threshold: 1 s, 2 s, 4 s … doubling,
 * capped at `maxMs`. Pure, so it is unit-tested.
 */
export function progressiveDelayMs(over: number, maxMs: number): number {
  if (over < 0) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(over, 30));
}
