import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { toPublicUser } from "@/lib/auth/accounts";
import { tokenFromRequest } from "@/lib/auth/guards";
import { DatabaseUnavailableError } from "@/lib/db/connect";
import { ConflictError, TooManyRequestsError } from "@/lib/errors";
import { MAX_JSON_BYTES, parseJson, readJsonBody } from "@/lib/http/body";
import { clientIp, trustedProxyHops } from "@/lib/http/client-ip";
import { errorResponse, isDatabaseUnavailable } from "@/lib/http/handler";
import { allowHeader, otherMethods } from "@/lib/http/methods";
import { isCrossOriginRequest } from "@/lib/auth/origin";
import { enquiryIpRule, guessRules, limitKey, progressiveDelayMs, signupIpRule } from "@/lib/rate-limit";
import { refusal } from "@/lib/i18n/refusal";

/** A test environment (NodeJS.ProcessEnv requires NODE_ENV in this project's types). */
const env = (vars: Record<string, string> = {}) => vars as unknown as NodeJS.ProcessEnv;

const json = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://site.test/api/x", { method: "POST", body, headers });

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { status?: number }).status ?? 500;
  }
}

describe("readJsonBody / parseJson", () => {
  it("415 unless the content type is JSON in UTF-8", async () => {
    expect(await status(readJsonBody(json("{}", { "content-type": "text/plain" })))).toBe(415);
    expect(await status(readJsonBody(json("{}", {})))).toBe(415);
    expect(await status(readJsonBody(json("{}", { "content-type": "application/json; charset=latin1" })))).toBe(415);
    expect(await status(readJsonBody(json("{}", { "content-type": "application/json; charset=UTF-8" })))).toBe(200);
    expect(await status(readJsonBody(json("{}", { "content-type": "application/merge-patch+json" })))).toBe(200);
  });

  it("413 over 16 KB, by Content-Length or while streaming", async () => {
    expect(MAX_JSON_BYTES).toBe(16 * 1024);
    expect(await status(readJsonBody(json("x".repeat(MAX_JSON_BYTES + 1))))).toBe(413);
    expect(await status(readJsonBody(json(`"${"x".repeat(MAX_JSON_BYTES - 2)}"`)))).toBe(200);
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const req = new Request("http://site.test/", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await status(readJsonBody(req))).toBe(413);
  });

  it("400 for empty, malformed JSON or invalid UTF-8", async () => {
    expect(await status(readJsonBody(json("")))).toBe(400);
    expect(await status(readJsonBody(json("{'a':1}")))).toBe(400);
    expect(await status(readJsonBody(json(new Uint8Array([0x22, 0xff, 0x22]))))).toBe(400);
  });

  it("validates with the schema: 400 with field errors", async () => {
    const schema = z.strictObject({ a: z.string() });
    await expect(parseJson(json('{"a":"x"}'), schema)).resolves.toEqual({ a: "x" });
    await expect(parseJson(json('{"a":1,"b":2}'), schema)).rejects.toMatchObject({
      status: 400,
      errors: { a: expect.any(String), b: refusal("fieldNotAllowed") },
    });
  });
});

describe("errorResponse", () => {
  const req = new Request("http://site.test/api/user/login", { method: "POST" });

  it("maps HttpErrors to their status, body and headers", async () => {
    const res = errorResponse(new TooManyRequestsError(12.2), req, "rid");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("13");
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const conflict = errorResponse(new ConflictError(refusal("emailTaken"), { email: refusal("emailTaken") }), req, "rid");
    expect(await conflict.json()).toEqual({ message: "This email is already registered", errors: { email: "This email is already registered" } });
  });

  it("a database outage is 503 with Retry-After, also when wrapped by a bulk write", async () => {
    const network = Object.assign(new Error("connect ECONNREFUSED"), { name: "MongoNetworkError" });
    const bulk = Object.assign(new Error("connect ECONNREFUSED"), { name: "MongoBulkWriteError", errorResponse: network });
    expect(isDatabaseUnavailable(bulk)).toBe(true);
    expect(isDatabaseUnavailable(new Error("other"))).toBe(false);
    for (const err of [new DatabaseUnavailableError(), network, bulk]) {
      const res = errorResponse(err, req, "rid");
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("anything else is a 500 with the request id and no stack trace, logged server-side", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = errorResponse(new Error("secret internals at /srv/app.js:12"), req, "req-123");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: expect.any(String), requestId: "req-123" });
    expect(text).not.toContain("secret internals");
    expect(text).not.toContain("at ");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("req-123"), expect.any(Error));
    log.mockRestore();
  });
});

describe("405 handlers", () => {
  it("answer 405 with Allow (HEAD with GET, OPTIONS always)", async () => {
    expect(allowHeader(["GET"])).toBe("GET, HEAD, OPTIONS");
    expect(allowHeader(["POST"])).toBe("POST, OPTIONS");
    const { DELETE, OPTIONS } = otherMethods(["GET", "PATCH"]);
    const res = DELETE(new Request("http://site.test/", { method: "DELETE" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, PATCH, OPTIONS");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const opt = OPTIONS(new Request("http://site.test/", { method: "OPTIONS" }));
    expect(opt.status).toBe(204);
    expect(opt.headers.get("allow")).toBe("GET, HEAD, PATCH, OPTIONS");
  });
});

describe("client address", () => {
  const req = (xff?: string) => new Request("http://site.test/", { headers: xff ? { "x-forwarded-for": xff } : {} });

  it("ignores X-Forwarded-For unless TRUST_PROXY says how many proxies to trust", () => {
    expect(clientIp(req("1.2.3.4"), env())).toBe("local");
    expect(clientIp(req("1.2.3.4"), env({ TRUST_PROXY: "0" }))).toBe("local");
    expect(clientIp(req("6.6.6.6, 1.2.3.4"), env({ TRUST_PROXY: "1" }))).toBe("1.2.3.4");
    expect(clientIp(req("6.6.6.6, 1.2.3.4, 10.0.0.1"), env({ TRUST_PROXY: "2" }))).toBe("1.2.3.4");
    expect(clientIp(req("1.2.3.4"), env({ TRUST_PROXY: "true" }))).toBe("1.2.3.4");
    expect(clientIp(req(), env({ TRUST_PROXY: "1" }))).toBe("local");
    expect(trustedProxyHops(env({ TRUST_PROXY: "banana" }))).toBe(0);
  });
});

describe("cross-site detection", () => {
  const req = (headers: Record<string, string>) =>
    new Request("http://shop.test/api/user/1", { method: "PATCH", headers: { host: "shop.test", ...headers } });

  it("trusts Sec-Fetch-Site, then Origin against Host; no browser headers is not cross-site", () => {
    expect(isCrossOriginRequest(req({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossOriginRequest(req({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossOriginRequest(req({ "sec-fetch-site": "cross-site", origin: "http://shop.test" }))).toBe(true);
    expect(isCrossOriginRequest(req({ origin: "http://shop.test" }))).toBe(false);
    expect(isCrossOriginRequest(req({ origin: "https://evil.test" }))).toBe(true);
    expect(isCrossOriginRequest(req({ origin: "null" }))).toBe(true);
    expect(isCrossOriginRequest(req({}))).toBe(false);
    expect(isCrossOriginRequest(req({ origin: "https://www.shop.test", "x-forwarded-host": "www.shop.test" }), env())).toBe(true);
    expect(isCrossOriginRequest(req({ origin: "https://www.shop.test", "x-forwarded-host": "www.shop.test" }), env({ TRUST_PROXY: "1" }))).toBe(
      false,
    );
  });
});

describe("tokenFromRequest", () => {
  it("prefers the Authorization header; falls back to the session cookie", () => {
    const r = (headers: Record<string, string>) => new Request("http://site.test/", { headers });
    expect(tokenFromRequest(r({ authorization: "Bearer abc", cookie: "session=def" }))).toEqual({ token: "abc", via: "bearer" });
    expect(tokenFromRequest(r({ cookie: "theme=dark; session=def" }))).toEqual({ token: "def", via: "cookie" });
    expect(tokenFromRequest(r({ authorization: "Basic abc", cookie: "session=def" }))).toBeNull();
    expect(tokenFromRequest(r({ cookie: "xsession=def" }))).toBeNull();
  });
});

describe("toPublicUser", () => {
  it("is an allow-list: no hash, no epoch, no unknown fields", () => {
    const doc = {
      _id: "0123456789abcdef01234567",
      name: "A",
      email: "a@example.com",
      phone: "1234567",
      role: "admin",
      passwordHash: "$2b$10$abc",
      tokensValidAfter: new Date(),
      createdAt: new Date(0),
      secret: "x",
    };
    const out = toPublicUser(doc);
    expect(Object.keys(out).sort()).toEqual(["_id", "createdAt", "email", "name", "phone", "role", "updatedAt"]);
    expect(JSON.stringify(out)).not.toMatch(/\$2b\$|passwordHash|secret/);
    expect(toPublicUser({ ...doc, role: "root" }).role).toBe("user");
  });
});

describe("rate-limit configuration", () => {
  it("has safe defaults and reads the environment", () => {
    expect(guessRules(env())).toMatchObject({ ipSlow: 5, ipMax: 20, accountFree: 5, delayMaxMs: 60_000, windowMs: 900_000 });
    expect(signupIpRule(env())).toEqual({ name: "signup-ip", max: 10, windowMs: 3_600_000 });
    expect(enquiryIpRule(env())).toEqual({ name: "enquiry-ip", max: 5, windowMs: 600_000 });
    expect(guessRules(env({ RATE_LIMIT_LOGIN_MAX: "3", RATE_LIMIT_LOGIN_WINDOW_SECONDS: "60" }))).toMatchObject({ accountFree: 3, windowMs: 60_000 });
    // The slow-down threshold never exceeds the stop threshold.
    expect(guessRules(env({ RATE_LIMIT_LOGIN_IP_MAX: "3", RATE_LIMIT_LOGIN_IP_SLOW: "10" }))).toMatchObject({ ipSlow: 3, ipMax: 3 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(signupIpRule(env({ RATE_LIMIT_SIGNUP_MAX: "-1" })).max).toBe(10);
    warn.mockRestore();
  });

  it("keys hide the subject", () => {
    const k = limitKey("guess-account", "a@example.com");
    expect(k).toMatch(/^guess-account:[0-9a-f]{40}$/);
    expect(k).not.toContain("example");
  });

  it("progressive delays double from one second and stop at the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => progressiveDelayMs(n, 60_000))).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    expect(progressiveDelayMs(-1, 60_000)).toBe(0);
    expect(progressiveDelayMs(1000, 60_000)).toBe(60_000);
  });
});

describe("session cookie options", () => {
  it("HttpOnly, SameSite=Lax, Path=/, 12 h; Secure in production except plain-http loopback", async () => {
    const { sessionCookieOptions } = await import("@/lib/auth/cookie");
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    try {
      env.NODE_ENV = "development";
      expect(sessionCookieOptions(new Request("https://panels.example.com/"))).toEqual({
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: false,
        maxAge: 43_200,
      });
      env.NODE_ENV = "production";
      expect(sessionCookieOptions(new Request("https://panels.example.com/")).secure).toBe(true);
      expect(sessionCookieOptions(new Request("http://panels.example.com/")).secure).toBe(true);
      expect(sessionCookieOptions(new Request("http://localhost:3000/")).secure).toBe(false);
      expect(sessionCookieOptions(new Request("http://127.0.0.1:3000/")).secure).toBe(false);
      expect(sessionCookieOptions().secure).toBe(true);
    } finally {
      env.NODE_ENV = before;
    }
  });
});
