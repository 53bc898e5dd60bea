import { config } from "@/lib/config";

/**
 * Rate-limit rules, read from the environment (lib/config.ts) at each use.
 * A max of 0 disables that rule (for local end-to-end runs only).
 *
 *   RATE_LIMIT_LOGIN_MAX             failed sign-ins per e-mail per window   (5)
 *   RATE_LIMIT_LOGIN_IP_MAX          failed sign-ins per client per window  (20)
 *   RATE_LIMIT_LOGIN_WINDOW_SECONDS  sign-in window                        (900)
 *   RATE_LIMIT_SIGNUP_MAX            sign-ups per client per window         (10)
 *   RATE_LIMIT_SIGNUP_WINDOW_SECONDS sign-up window                        (3600)
 */
export type LimitRule = { name: string; max: number; windowMs: number };

export function loginEmailRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  const c = config(env);
  return { name: "login-email", max: c.RATE_LIMIT_LOGIN_MAX, windowMs: c.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000 };
}

export function loginIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  const c = config(env);
  return { name: "login-ip", max: c.RATE_LIMIT_LOGIN_IP_MAX, windowMs: c.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000 };
}

export function signupIpRule(env: NodeJS.ProcessEnv = process.env): LimitRule {
  const c = config(env);
  return { name: "signup-ip", max: c.RATE_LIMIT_SIGNUP_MAX, windowMs: c.RATE_LIMIT_SIGNUP_WINDOW_SECONDS * 1000 };
}
