/**
 * The limits as an attacker and a customer meet them (design: docs/SECURITY.md).
 * Clients are real loopback addresses (./loopback.ts): 127.x.y.z all reach the
 * server on 127.0.0.1 and the server tells them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "./db";
import { call, login, randomIp, rememberSecret, signup, sleep, strongPassword, uniqueEmail } from "./helpers";
import { TEST_SERVER_ENV } from "./test-env";

const IP_SLOW = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_IP_SLOW);
const IP_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_IP_MAX);
const ACCOUNT_FREE = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_MAX);
const DELAY_MAX_S = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS);
const SIGNUP_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_SIGNUP_MAX);
const WINDOW_S = Number(TEST_SERVER_ENV.RATE_LIMIT_LOGIN_WINDOW_SECONDS);

let db: Awaited<ReturnType<typeof openDb>>;
beforeAll(async () => {
  db = await openDb();
});
afterAll(async () => {
  await db.close();
});

const WRONG = "Definitely-wrong-1";

function attempt(email: string, password: string, ip = randomIp(), headers?: Record<string, string>) {
  return call("/api/user/login", { method: "POST", body: { email, password }, ip, headers });
}

const retryAfter = (res: { headers: Headers }) => Number(res.headers.get("retry-after"));

/**
 * Sends wrong passwords from one address as fast as the server allows,
 * honouring Retry-After while it only slows the address down, until it stops
 * it (a Retry-After longer than any delay). Returns how many were tried (401).
 */
async function floodUntilStopped(ip: string, emailFor: (i: number) => string, headers?: () => Record<string, string>) {
  let tried = 0;
  for (let i = 0; i < 60; i++) {
    const res = await attempt(emailFor(i), WRONG, ip, headers?.());
    if (res.status === 401) {
      tried++;
      continue;
    }
    expect(res.status, res.text).toBe(429);
    expect(res.json.message).toEqual(expect.any(String));
    const wait = retryAfter(res);
    expect(wait).toBeGreaterThanOrEqual(1);
    if (tried >= IP_MAX) return { tried, stop: res };
    // Slowed, not stopped: a progressive delay no longer than the cap.
    expect(wait).toBeLessThanOrEqual(DELAY_MAX_S);
    await sleep(wait * 1000);
  }
  throw new Error("never stopped");
}

describe("password guesses: per address", () => {
  it("one address flooding failed sign-ins is slowed, then stopped; another address signs in at once", async () => {
    const user = await signup();
    const attacker = randomIp();
    const { tried, stop } = await floodUntilStopped(attacker, () => uniqueEmail("spray"));
    expect(tried).toBe(IP_MAX);
    expect(retryAfter(stop)).toBeLessThanOrEqual(WINDOW_S);
    // Stopped means stopped, whatever it tries: even a right password is not checked.
    expect((await attempt(user.email, user.password, attacker)).status).toBe(429);
    // A customer at another address signs in at once.
    const other = await attempt(user.email, user.password, "127.0.0.3");
    expect(other.status).toBe(200);
  }, 60_000);

  it("a spoofed X-Forwarded-For does not escape the limit (the address is the socket's)", async () => {
    const attacker = randomIp();
    const { tried } = await floodUntilStopped(
      attacker,
      () => uniqueEmail("spoof"),
      () => ({ "X-Forwarded-For": randomIp() }),
    );
    expect(tried).toBe(IP_MAX);
    expect((await attempt(uniqueEmail("spoof"), WRONG, attacker, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
  }, 60_000);
});

describe("password guesses: per account", () => {
  it("an account attacked from many addresses gets delays, never a lockout; its owner at a known address signs in at once", async () => {
    const owner = randomIp();
    const user = await signup();
    await login(user.email, user.password, owner); // the owner's address is now known for the account

    // Many addresses, one wrong password each: free at first, then delayed.
    let delayed: Awaited<ReturnType<typeof attempt>> | null = null;
    for (let i = 0; i < ACCOUNT_FREE + 5 && !delayed; i++) {
      const res = await attempt(user.email, WRONG);
      if (res.status === 429) delayed = res;
      else expect(res.status).toBe(401);
    }
    expect(delayed).not.toBeNull();
    expect(retryAfter(delayed!)).toBeLessThanOrEqual(DELAY_MAX_S);

    // A stranger's address with the right password waits too (the delay holds)...
    const stranger = randomIp();
    const waited = await attempt(user.email, user.password, stranger);
    expect(waited.status).toBe(429);
    // ...but the owner at their own address gets through at once.
    expect((await attempt(user.email, user.password, owner)).status).toBe(200);

    // The success cleared the account's count: the next stranger is checked, not delayed.
    expect((await attempt(user.email, WRONG)).status).toBe(401);
    // And a delay is only a delay: after it, the right password works from anywhere.
    await sleep((retryAfter(waited) + 1) * 1000);
    expect((await attempt(user.email, user.password, stranger)).status).toBe(200);
  }, 60_000);

  it("parallel bad sign-ins cannot slip past the account's free attempts", async () => {
    const user = await signup();
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(user.email, WRONG)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_FREE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - ACCOUNT_FREE);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

describe("the current password on profile changes goes through the same limits", () => {
  it("26 wrong current passwords are refused before the right one is tried; after the wait it works", async () => {
    const ip = randomIp();
    const user = await signup();
    const s = await login(user.email, user.password, ip);
    const url = `/api/user/${s.user._id}`;
    const newEmail = uniqueEmail("moved");

    // Changing the e-mail needs the current password.
    const without = await call(url, { method: "PATCH", token: s.token, ip, body: { email: newEmail } });
    expect(without.status).toBe(400);
    expect(without.json.errors).toHaveProperty("currentPassword");

    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const res = await call(url, { method: "PATCH", token: s.token, ip, body: { email: newEmail, currentPassword: `Wrong-guess-${i}` } });
      statuses.push(res.status);
      if (res.status === 400) expect(res.json.errors).toHaveProperty("currentPassword");
    }
    // Only the first few were compared at all; the rest were refused unseen.
    expect(statuses.filter((x) => x === 400).length).toBeLessThanOrEqual(IP_SLOW);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(26 - IP_SLOW);
    expect(statuses.every((x) => x === 400 || x === 429)).toBe(true);

    // The right one now is refused too, before it is tried...
    const right = await call(url, { method: "PATCH", token: s.token, ip, body: { email: newEmail, currentPassword: user.password } });
    expect(right.status).toBe(429);
    expect((await call(url, { token: s.token, ip })).json.user.email).toBe(user.email);
    // ...and works once the wait is over.
    await sleep((retryAfter(right) + 1) * 1000);
    const later = await call(url, { method: "PATCH", token: s.token, ip, body: { email: newEmail, currentPassword: user.password } });
    expect(later.status, later.text).toBe(200);
    expect(later.json.user.email).toBe(newEmail);
  }, 60_000);
});

describe("counted actions per address", () => {
  it(`sign-ups: ${SIGNUP_MAX} per address, then 429 for that address only`, async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGNUP_MAX; i++) {
      const password = strongPassword();
      rememberSecret(password);
      const res = await call("/api/user/signup", {
        method: "POST",
        ip,
        body: { name: "Flood", email: uniqueEmail("flood"), phone: "1234567", password },
      });
      expect(res.status, res.text).toBe(201);
    }
    const email = uniqueEmail("flood");
    const res = await call("/api/user/signup", { method: "POST", ip, body: { name: "Flood", email, phone: "1234567", password: strongPassword() } });
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toBeGreaterThanOrEqual(1);
    expect(await db.users.countDocuments({ email })).toBe(0);
    // Someone else signs up at once.
    expect(
      (
        await call("/api/user/signup", {
          method: "POST",
          body: { name: "Other", email: uniqueEmail("other"), phone: "1234567", password: strongPassword() },
        })
      ).status,
    ).toBe(201);
  });

  it("1,000 download beacons from one address add one record; another address adds one more", async () => {
    const events = db.downloads;
    const before = await events.countDocuments({ file: "edge-banding" });
    const ip = randomIp();
    for (let batch = 0; batch < 20; batch++) {
      const res = await Promise.all(Array.from({ length: 50 }, () => call("/api/downloads", { method: "POST", ip, body: { file: "edge-banding" } })));
      for (const r of res) expect(r.status).toBe(204);
    }
    expect((await events.countDocuments({ file: "edge-banding" })) - before).toBe(1);
    expect((await call("/api/downloads", { method: "POST", body: { file: "edge-banding" } })).status).toBe(204);
    expect((await events.countDocuments({ file: "edge-banding" })) - before).toBe(2);
    // No address in clear.
    expect(JSON.stringify(await events.find({}).toArray())).not.toContain(ip);
  }, 60_000);

  it("the limit records store neither e-mail addresses nor IP addresses in clear", async () => {
    const user = await signup();
    const ip = randomIp();
    await attempt(user.email, WRONG, ip);
    const docs = await db.rateLimits.find({}).toArray();
    expect(docs.length).toBeGreaterThan(0);
    const dump = JSON.stringify(docs);
    expect(dump).not.toContain(user.email);
    expect(dump).not.toContain(ip);
    for (const d of docs) for (const e of d.entries) expect(e.expiresAt.getTime()).toBeGreaterThan(e.at.getTime());
  });
});
