import { describe, expect, it } from "vitest";
import { assertValidConfig, config, parseConfig } from "@/lib/config";
import { ConfigurationError } from "@/lib/errors";
import { trustedProxyHops } from "@/lib/http/client-address.mjs";

describe("lib/config: one parser for every environment variable", () => {
  it("gives the documented defaults for an empty environment", () => {
    const c = config({});
    expect(c).toMatchObject({
      SITE_URL: "http://localhost:3000",
      TRUST_PROXY: 0,
      SEED_ON_START: true,
      SERVICES_CACHE_MS: 5000,
      BCRYPT_COST: 10,
      BCRYPT_MAX_QUEUE: 100,
      RATE_LIMIT_LOGIN_MAX: 5,
      RATE_LIMIT_SIGNUP_WINDOW_SECONDS: 3600,
      RATE_LIMIT_LOGIN_IP_SLOW: 5,
      RATE_LIMIT_LOGIN_IP_MAX: 20,
      RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: 60,
      RATE_LIMIT_ENQUIRY_MAX: 5,
      RATE_LIMIT_ENQUIRY_WINDOW_SECONDS: 600,
      ACCESS_TOKEN_TTL_SECONDS: 600,
      BCRYPT_MAX_QUEUE_PER_CLIENT: 8,
      RATE_LIMIT_PLAN_MAX: 600,
      RATE_LIMIT_PLAN_WINDOW_SECONDS: 600,
      RATE_LIMIT_PLAN_SHARED_MAX: 6000,
    });
    expect(c.MONGODB_URI).toBeUndefined();
  });

  it("reads TRUST_PROXY as the site server does (scripts/site-server.mjs cannot load this module, so it has its own reader)", () => {
    for (const raw of [undefined, "", "0", "1", "2", "10", "11", "-1", "true", "TRUE", "yes", "no", "false", "banana", " 3 ", "1.5"]) {
      expect(config({ TRUST_PROXY: raw }).TRUST_PROXY, String(raw)).toBe(trustedProxyHops(raw));
    }
  });

  it("parses valid values (numbers, booleans, proxy hops)", () => {
    const c = config({ RATE_LIMIT_LOGIN_MAX: " 0 ", TRUST_PROXY: "true", SEED_ON_START: "false", MONGODB_URI: "mongodb://127.0.0.1:27017/x" });
    expect(c.RATE_LIMIT_LOGIN_MAX).toBe(0);
    expect(c.TRUST_PROXY).toBe(1);
    expect(c.SEED_ON_START).toBe(false);
    expect(c.MONGODB_URI).toBe("mongodb://127.0.0.1:27017/x");
  });

  it("names every bad variable, and uses the default for it", () => {
    const { config: c, problems } = parseConfig({ BCRYPT_COST: "4", TRUST_PROXY: "banana", SITE_URL: "not a url", MONGODB_URI: "http://db" });
    expect(c.BCRYPT_COST).toBe(10);
    expect(c.TRUST_PROXY).toBe(0);
    expect(problems.map((p) => p.split("=")[0]).sort()).toEqual(["BCRYPT_COST", "MONGODB_URI", "SITE_URL", "TRUST_PROXY"]);
    expect(problems.find((p) => p.startsWith("BCRYPT_COST"))).toContain("at least 10");
  });

  it("refuses to start with a clear message: bad values, and no AUTH_SECRET in production", () => {
    expect(() => assertValidConfig({ RATE_LIMIT_SIGNUP_MAX: "-1" })).toThrow(ConfigurationError);
    expect(() => assertValidConfig({ RATE_LIMIT_SIGNUP_MAX: "-1" })).toThrow(/RATE_LIMIT_SIGNUP_MAX="-1" must be at least 0/);
    expect(() => assertValidConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is not set/);
    expect(() => assertValidConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET is too short/);
    expect(assertValidConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe("x".repeat(32));
  });
});
