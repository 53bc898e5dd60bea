import { describe, expect, it } from "vitest";
import { call, rememberSecret, signup, strongPassword, uniqueEmail } from "./helpers";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe("POST /api/user/login", () => {
  it("answers an unknown e-mail and a wrong password with the same 401 body", async () => {
    const user = await signup();
    const wrong = await call("/api/user/login", { method: "POST", body: { email: user.email, password: "Wrong-password-1" } });
    const unknown = await call("/api/user/login", { method: "POST", body: { email: uniqueEmail("nobody"), password: "Wrong-password-1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: "Invalid email or password" });
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("cache-control")).toContain("no-store");
  });

  it("takes about as long for an unknown e-mail as for a wrong password (dummy-hash comparison)", async () => {
    const users = await Promise.all([signup(), signup(), signup()]);
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Warm up (the dummy hash is computed on first use).
    await call("/api/user/login", { method: "POST", body: { email: uniqueEmail("warm"), password: "Wrong-password-1" } });
    for (let round = 0; round < 3; round++) {
      for (const u of users) {
        const a = await call("/api/user/login", { method: "POST", body: { email: u.email, password: `Wrong-${round}-password` } });
        const b = await call("/api/user/login", { method: "POST", body: { email: uniqueEmail("ghost"), password: `Wrong-${round}-password` } });
        expect(a.status).toBe(401);
        expect(b.status).toBe(401);
        wrongTimes.push(a.ms);
        unknownTimes.push(b.ms);
      }
    }
    const [w, u] = [median(wrongTimes), median(unknownTimes)];
    // A bcrypt comparison at cost >= 10 takes tens of milliseconds; skipping it would make unknown e-mails far faster.
    expect(w).toBeGreaterThan(20);
    expect(u / w).toBeGreaterThan(0.5);
    expect(u / w).toBeLessThan(2);
  });

  it("400 for missing fields and non-string values, never 401 or 500", async () => {
    const cases = [
      {},
      { email: "a@example.com" },
      { password: "x" },
      { email: { $ne: null }, password: { $ne: null } },
      { email: "a@example.com", password: { $gt: "" } },
      { email: "not-an-email", password: "whatever1" },
      { email: "a@example.com", password: "" },
    ];
    for (const body of cases) {
      const res = await call("/api/user/login", { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors, JSON.stringify(body)).toEqual(expect.any(Object));
    }
    const extra = await call("/api/user/login", { method: "POST", body: { email: "a@example.com", password: "x12345678", role: "admin" } });
    expect(extra.status).toBe(400);
    expect(extra.json.errors).toHaveProperty("role");
  });

  it("accepts the e-mail trimmed and in any letter case", async () => {
    const password = strongPassword();
    rememberSecret(password);
    const user = await signup({ password });
    const res = await call("/api/user/login", { method: "POST", body: { email: `  ${user.email.toUpperCase()} `, password } });
    expect(res.status).toBe(200);
    expect(res.json.user._id).toBe(user._id);
  });
});
