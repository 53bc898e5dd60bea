/**
 * Environment of the server under test (see global-setup.ts). Rate-limit
 * windows and delays are short so that "429, then recovery" can be observed.
 * No TRUST_PROXY: the site server takes the client address from the socket,
 * and each test is its own client by connecting from its own loopback address
 * (tests/api/loopback.ts); a client's X-Forwarded-For changes nothing (tested).
 */
export const TEST_SERVER_ENV = {
  RATE_LIMIT_LOGIN_IP_SLOW: "4",
  RATE_LIMIT_LOGIN_IP_MAX: "8",
  RATE_LIMIT_LOGIN_MAX: "5",
  RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: "2",
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: "10",
  RATE_LIMIT_SIGNUP_MAX: "5",
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: "10",
  RATE_LIMIT_PLAN_MAX: "40",
  RATE_LIMIT_PLAN_WINDOW_SECONDS: "10",
  RATE_LIMIT_ENQUIRY_WINDOW_SECONDS: "10",
  RATE_LIMIT_ORDER_VIEW_MAX: "30",
} as const;
