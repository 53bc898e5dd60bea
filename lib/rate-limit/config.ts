/**
 * Rate-limit rules, read from the environment at each use (safe defaults).
 * A max of 0 disables that rule (for local end-to-end runs only).
 *
 *   RATE_LIMIT_LOGIN_MAX             failed sign-ins per e-mail per window   (5)
 *   RATE_LIMIT_LOGIN_IP_MAX          failed sign-ins per client per window  (20)
 *   RATE_LIMIT_LOGIN_WINDOW_SECONDS  sign-in window                        (900)
 *   RATE_LIMIT_SIGNUP_MAX            sign-ups per client per window         (10)
 *   RATE_LIMIT_SIGNUP_WINDOW_SECONDS sign-up window                        (3600)
 */
export type LimitRule = { name: string; max: number; windowMs: number };

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  console.warn(`[rate-limit] ignoring ${name}=${JSON.stringify(raw)} (expected an integer ${min}..${max}); using ${fallback}`);
  return fallback;
}

export function loginEmailRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "login-email",
    max: intFromEnv(env, "RATE_LIMIT_LOGIN_MAX", 5, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_LOGIN_WINDOW_SECONDS", 900, 1, 86_400) * 1000,
  };
}

export function loginIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "login-ip",
    max: intFromEnv(env, "RATE_LIMIT_LOGIN_IP_MAX", 20, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_LOGIN_WINDOW_SECONDS", 900, 1, 86_400) * 1000,
  };
}

export function signupIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  return {
    name: "signup-ip",
    max: intFromEnv(env, "RATE_LIMIT_SIGNUP_MAX", 10, 0, 100_000),
    windowMs: intFromEnv(env, "RATE_LIMIT_SIGNUP_WINDOW_SECONDS", 3600, 1, 86_400) * 1000,
  };
}
