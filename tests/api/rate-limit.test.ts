import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "./db";
import { call, randomIp, signup, sleep, strongPassword, uniqueEmail } from "./helpers";
import { TEST_SERVER_ENV } from "./test-env";

const LOGIN_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_MAX);
const LOGIN_IP_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_IP_MAX);
const SIGNUP_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_SIGNUP_MAX);
const WINDOW_S = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_WINDOW_SECONDS);

let db: Awaited<ReturnType<typeof openDb>>;
beforeAll(async () => {
  db = await openDb();
});
afterAll(async () => {
  await db.close();
});

function badLogin(email: string, ip = randomIp()) {
  return call("/api/user/login", { method: "POST", body: { email, password: "Definitely-wrong-1" }, ip });
}

describe("rate limits (stored in the database, shared by all instances)", () => {
  it(`failed sign-ins per e-mail: ${LOGIN_MAX} → 401, then 429 with Retry-After even for the right password; recovery after the window`, async () => {
    const user = await signup();
    for (let i = 0; i < LOGIN_MAX; i++) expect((await badLogin(user.email)).status).toBe(401);
    const blocked = await badLogin(user.email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toEqual(expect.any(String));
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    // Blocked means blocked: the right password from another client is refused too (no bcrypt work either).
    const right = await call("/api/user/login", { method: "POST", body: { email: user.email, password: user.password } });
    expect(right.status).toBe(429);
    // Case variants are the same subject.
    expect((await badLogin(user.email.toUpperCase())).status).toBe(429);

    await sleep((retryAfter + 1) * 1000);
    const after = await call("/api/user/login", { method: "POST", body: { email: user.email, password: user.password } });
    expect(after.status).toBe(200);
  }, 60_000);

  it("a successful sign-in clears the e-mail's failed attempts", async () => {
    const user = await signup();
    for (let i = 0; i < LOGIN_MAX - 1; i++) expect((await badLogin(user.email)).status).toBe(401);
    expect((await call("/api/user/login", { method: "POST", body: { email: user.email, password: user.password } })).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX; i++) expect((await badLogin(user.email)).status).toBe(401);
    expect((await badLogin(user.email)).status).toBe(429);
  });

  it(`failed sign-ins per client address: ${LOGIN_IP_MAX} → then 429 for any e-mail from that address only`, async () => {
    const ip = randomIp();
    for (let i = 0; i < LOGIN_IP_MAX; i++) expect((await badLogin(uniqueEmail("spray"), ip)).status).toBe(401);
    const blocked = await badLogin(uniqueEmail("spray"), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await badLogin(uniqueEmail("spray"))).status).toBe(401);
  });

  it("parallel bad sign-ins cannot slip past the limit", async () => {
    const user = await signup();
    const results = await Promise.all(Array.from({ length: 12 }, () => badLogin(user.email)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_MAX);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_MAX);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it(`sign-ups per client address: ${SIGNUP_MAX} → then 429 with Retry-After`, async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGNUP_MAX; i++) {
      const res = await call("/api/user/signup", {
        method: "POST",
        ip,
        body: { name: "Flood", email: uniqueEmail("flood"), phone: "1234567", password: strongPassword() },
      });
      expect(res.status).toBe(201);
    }
    const email = uniqueEmail("flood");
    const res = await call("/api/user/signup", { method: "POST", ip, body: { name: "Flood", email, phone: "1234567", password: strongPassword() } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await db.users.countDocuments({ email })).toBe(0);
  });

  it("the limit records store neither e-mail addresses nor IP addresses in clear", async () => {
    const user = await signup();
    const ip = randomIp();
    await badLogin(user.email, ip);
    const docs = await db.rateLimits.find({}).toArray();
    expect(docs.length).toBeGreaterThan(0);
    const dump = JSON.stringify(docs);
    expect(dump).not.toContain(user.email);
    expect(dump).not.toContain(ip);
    for (const d of docs) expect(d.expiresAt.getTime()).toBeGreaterThan(d.at.getTime());
  });
});
