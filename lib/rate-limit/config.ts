/**
 * Rate-limit rules, read from the environment at each use (safe defaults).
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

export function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  console.warn(`[rate-limit] ignoring ${name}=${JSON.stringify(raw)} (expected an integer ${min}..${max}); using ${fallback}`);
  return fallback;
}

export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export function guessRules(env: NodeJS.ProcessEnv = process.env): GuessRules {
  const ipMax = intFromEnv(env, "RATE_LIMIT_LOGIN_IP_MAX", 20, 0, 100_000);
  return {
    ipSlow: Math.min(intFromEnv(env, "RATE_LIMIT_LOGIN_IP_SLOW", 5, 0, 100_000), ipMax || Infinity),
    ipMax,
    accountFree: intFromEnv(env, "RATE_LIMIT_LOGIN_MAX", 5, 0, 100_000),
    delayMaxMs: intFromEnv(env, "RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS", 60, 1, 3600) * 1000,
    windowMs: intFromEnv(env, "RATE_LIMIT_LOGIN_WINDOW_SECONDS", 900, 1, 86_400) * 1000,
    knownMs: KNOWN_ADDRESS_MS,
  };
}

export function signupIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "signup-ip",
    max: intFromEnv(env, "RATE_LIMIT_SIGNUP_MAX", 10, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_SIGNUP_WINDOW_SECONDS", 3600, 1, 86_400) * 1000,
  };
}

export function enquiryIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "enquiry-ip",
    max: intFromEnv(env, "RATE_LIMIT_ENQUIRY_MAX", 5, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_ENQUIRY_WINDOW_SECONDS", 600, 1, 86_400) * 1000,
  };
}

/**
 * The wait after `over` failures past a threshold: 1 s, 2 s, 4 s … doubling,
 * capped at `maxMs`. Pure, so it is unit-tested.
 */
export function progressiveDelayMs(over: number, maxMs: number): number {
  if (over < 0) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(over, 30));
}
