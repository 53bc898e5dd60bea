/**
 * Environment of the server under test (see global-setup.ts). Rate-limit
 * windows are short so that "429, then recovery" can be observed; TRUST_PROXY=1
 * lets each test pose as its own client through X-Forwarded-For.
 */
export const TEST_SERVER_ENV = {
  TRUST_PROXY: "1",
  RATE_LIMIT_LOGIN_MAX: "5",
  RATE_LIMIT_LOGIN_IP_MAX: "8",
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: "10",
  RATE_LIMIT_SIGNUP_MAX: "5",
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: "10",
  RATE_LIMIT_PLAN_MAX: "40",
  RATE_LIMIT_PLAN_WINDOW_SECONDS: "10",
} as const;
