import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "./db";
import { call, rememberSecret, signup, strongPassword, uniqueEmail } from "./helpers";

let db: Awaited<ReturnType<typeof openDb>>;
beforeAll(async () => {
  db = await openDb();
});
afterAll(async () => {
  await db.close();
});

function body(overrides: Record<string, unknown> = {}) {
  const password = strongPassword();
  rememberSecret(password);
  return { name: "Ravi", email: uniqueEmail("signup"), phone: "0422 123 4567", password, ...overrides };
}

describe("POST /api/user/signup", () => {
  it("stores the e-mail trimmed and lower-cased, and a bcrypt hash (cost 10–12), never the password", async () => {
    const input = body({ email: `  ${uniqueEmail("Mixed").toUpperCase()}  ` });
    const res = await call("/api/user/signup", { method: "POST", body: input });
    expect(res.status).toBe(201);
    expect(res.json.user.email).toBe(input.email.trim().toLowerCase());
    const doc = await db.users.findOne({ email: input.email.trim().toLowerCase() });
    expect(doc).not.toBeNull();
    expect(doc!.passwordHash).toMatch(/^\$2[ab]\$1[0-2]\$/);
    expect(JSON.stringify(doc)).not.toContain(input.password as string);
    expect(doc!.role).toBe("user");
  });

  it("refuses a registered e-mail with 409 and a message that says so, in any letter case", async () => {
    const first = await signup();
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
      const res = await call("/api/user/signup", { method: "POST", body: body({ email }) });
      expect(res.status).toBe(409);
      expect(res.json.message).toMatch(/already registered/i);
    }
    expect(await db.users.countDocuments({ email: first.email })).toBe(1);
  });

  it("20 parallel sign-ups with one e-mail in different cases: exactly one 201, the rest 409, one document", async () => {
    const email = uniqueEmail("race");
    const variants = Array.from({ length: 20 }, (_, i) =>
      email
        .split("")
        .map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c))
        .join(""),
    );
    expect(new Set(variants).size).toBeGreaterThan(10);
    const results = await Promise.all(variants.map((v) => call("/api/user/signup", { method: "POST", body: body({ email: v }) })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await db.users.countDocuments({ email })).toBe(1);
  });

  it("names each missing or malformed field in `errors`", async () => {
    const res = await call("/api/user/signup", { method: "POST", body: {} });
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.json.message).toEqual(expect.any(String));
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "name", "password", "phone"]);

    const bad = await call("/api/user/signup", {
      method: "POST",
      body: { name: "", email: "not-an-email", phone: "call me", password: "short" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      name: expect.any(String),
      email: expect.stringMatching(/email/i),
      phone: expect.stringMatching(/phone/i),
      password: expect.stringMatching(/at least 8/i),
    });
  });

  it("refuses wrong types and operator objects such as {$gt: ''}", async () => {
    for (const patch of [{ email: { $gt: "" } }, { name: { $ne: null } }, { password: ["a", "b"] }, { phone: 9876543210 }]) {
      const res = await call("/api/user/signup", { method: "POST", body: body(patch) });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json.errors)).toEqual(Object.keys(patch));
    }
  });

  it("refuses mass assignment: role, isAdmin, _id, passwordHash, __proto__ → 400 naming the key, nothing stored", async () => {
    const extras: Array<[string, string]> = [
      ["role", '"admin"'],
      ["isAdmin", "true"],
      ["_id", '"5f0000000000000000000000"'],
      ["passwordHash", '"$2b$10$abcdefghijklmnopqrstuuvwxyzabcdefghijklmnopqrstuvwx"'.replace("$2b$", "x")],
      ["__proto__", '{"role":"admin"}'],
      ["tokensValidAfter", '"2000-01-01T00:00:00Z"'],
    ];
    for (const [key, value] of extras) {
      const input = body();
      const raw = JSON.stringify(input).replace(/}$/, `,"${key}":${value}}`);
      const res = await call("/api/user/signup", { method: "POST", raw });
      expect(res.status, key).toBe(400);
      expect(Object.hasOwn(res.json.errors, key), `${key}: ${res.text}`).toBe(true);
      expect(await db.users.countDocuments({ email: input.email })).toBe(0);
    }
  });

  it("password rules: 8 to 72 bytes (not characters), nothing easy to guess", async () => {
    // Random, so that only the length decides: 72 one-byte and 36 two-byte characters.
    const ascii72 = Array.from({ length: 72 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 94))).join("");
    const latin36 = Array.from({ length: 36 }, () => String.fromCharCode(0xc0 + Math.floor(Math.random() * 0x3f))).join("");
    const cases: Array<[string, number | RegExp]> = [
      ["1234567", /at least 8/i],
      [ascii72, 201],
      [`${ascii72}a`, /at most 72 bytes/i],
      [latin36, 201], // 72 bytes
      [`${latin36}é`, /at most 72 bytes/i], // 37 characters but 74 bytes
      ["😀".repeat(19), /at most 72 bytes/i], // 19 characters, 76 bytes
      ["password123", /too easy to guess/i],
      ["PassWord123", /too easy to guess/i],
      ["12345678", /too easy to guess/i],
      ["aaaaaaaa", /more than two different/i],
    ];
    for (const [password, expected] of cases) {
      rememberSecret(password);
      const res = await call("/api/user/signup", { method: "POST", body: body({ password }) });
      if (typeof expected === "number") expect(res.status, password).toBe(expected);
      else {
        expect(res.status, password).toBe(400);
        expect(res.json.errors.password, password).toMatch(expected);
      }
    }
  });

  it("a 72-byte password works for sign-in, and a longer one that shares its first 72 bytes does not", async () => {
    const password = `${"x".repeat(60)}${strongPassword()}`.slice(0, 72);
    const user = await signup({ password });
    const ok = await call("/api/user/login", { method: "POST", body: { email: user.email, password } });
    expect(ok.status).toBe(200);
    // bcrypt alone would accept this (it ignores byte 73 on).
    const longer = await call("/api/user/login", { method: "POST", body: { email: user.email, password: `${password}EXTRA` } });
    expect(longer.status).toBe(401);
  });
});
