import { describe, expect, it } from "vitest";
import { call, login, rememberSecret, signupAndLogin, strongPassword, uniqueEmail } from "./helpers";

describe("PUT and PATCH /api/user/{id}", () => {
  it("PUT replaces the whole editable profile and needs every field", async () => {
    const s = await signupAndLogin();
    const url = `/api/user/${s.user._id}`;
    const partial = await call(url, { method: "PUT", token: s.token, body: { name: "Only name" } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.json.errors).sort()).toEqual(["email", "phone"]);
    const email = uniqueEmail("New");
    // A new e-mail needs the current password.
    const unproven = await call(url, { method: "PUT", token: s.token, body: { name: "New Name", email, phone: "98765-43210" } });
    expect(unproven.status).toBe(400);
    expect(unproven.json.errors).toHaveProperty("currentPassword");
    const put = await call(url, {
      method: "PUT",
      token: s.token,
      body: { name: "New Name", email: email.toUpperCase(), phone: "98765-43210", currentPassword: s.password },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("cache-control")).toContain("no-store");
    expect(put.json.user).toMatchObject({ _id: s.user._id, name: "New Name", email: email.toLowerCase(), phone: "98765-43210", role: "user" });
    expect(put.json.token).toBeUndefined();
    // The e-mail change is real: sign-in works with the new address only.
    expect((await call("/api/user/login", { method: "POST", body: { email, password: s.password } })).status).toBe(200);
    expect((await call("/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } })).status).toBe(401);
  });

  it("PATCH changes only what it is given, and refuses an empty body", async () => {
    const s = await signupAndLogin({ name: "Before", phone: "0422 111 2222" });
    const url = `/api/user/${s.user._id}`;
    const res = await call(url, { method: "PATCH", token: s.token, body: { phone: "0422 333 4444" } });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: "Before", phone: "0422 333 4444", email: s.user.email });
    const empty = await call(url, { method: "PATCH", token: s.token, body: {} });
    expect(empty.status).toBe(400);
    const bad = await call(url, { method: "PATCH", token: s.token, body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("email");
  });

  it("an e-mail taken by someone else (in any letter case) is 409, and nothing is half-written", async () => {
    const [s, other] = await Promise.all([signupAndLogin({ name: "Keeps Name" }), signupAndLogin()]);
    const url = `/api/user/${s.user._id}`;
    for (const email of [other.user.email, other.user.email.toUpperCase()]) {
      const patch = await call(url, { method: "PATCH", token: s.token, body: { name: "Changed", email, currentPassword: s.password } });
      expect(patch.status).toBe(409);
      expect(patch.json.message).toMatch(/already registered/i);
      const put = await call(url, { method: "PUT", token: s.token, body: { name: "Changed", email, phone: "1234567", currentPassword: s.password } });
      expect(put.status).toBe(409);
    }
    const after = await call(url, { token: s.token });
    expect(after.json.user).toMatchObject({ name: "Keeps Name", email: s.user.email });
    // Keeping one's own address is not a conflict.
    const same = await call(url, { method: "PATCH", token: s.token, body: { email: s.user.email.toUpperCase() } });
    expect(same.status).toBe(200);
  });

  it("a password change needs the current password, revokes old tokens and returns a new one", async () => {
    const s = await signupAndLogin();
    const url = `/api/user/${s.user._id}`;
    const next = strongPassword();
    rememberSecret(next);
    const missing = await call(url, { method: "PATCH", token: s.token, body: { password: next } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toHaveProperty("currentPassword");
    const wrong = await call(url, { method: "PATCH", token: s.token, body: { password: next, currentPassword: "Not-the-password-1" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toHaveProperty("currentPassword");
    const weak = await call(url, { method: "PATCH", token: s.token, body: { password: "password123", currentPassword: s.password } });
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toHaveProperty("password");
    // Still the old password after the refusals.
    expect((await call(url, { token: s.token })).status).toBe(200);

    const ok = await call(url, { method: "PATCH", cookie: s.cookie, body: { password: next, currentPassword: s.password } });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toMatch(/\./);
    const renewed = (ok.headers.get("set-cookie") ?? "").split(";")[0];
    expect(renewed).toMatch(/^session=[\w.-]+$/);
    expect((await call(url, { cookie: renewed })).status).toBe(200);
    expect((await call(url, { token: s.token })).status).toBe(401);
    expect((await call(url, { token: ok.json.token })).status).toBe(200);
    expect((await call("/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } })).status).toBe(401);
    await login(s.user.email, next);
  });

  it("an admin cannot set another user's password", async () => {
    const { adminSession } = await import("./helpers");
    const [admin, s] = await Promise.all([adminSession(), signupAndLogin()]);
    const res = await call(`/api/user/${s.user._id}`, {
      method: "PATCH",
      token: admin.token,
      body: { password: strongPassword(), currentPassword: s.password },
    });
    expect(res.status).toBe(403);
    await login(s.user.email, s.password);
  });
});

describe("cross-site protection for cookie-authenticated writes", () => {
  it("403 for a cookie-authenticated PATCH/PUT/DELETE/logout from another origin; nothing changes", async () => {
    const s = await signupAndLogin({ name: "Csrf Target" });
    const url = `/api/user/${s.user._id}`;
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const patch = await call(url, { method: "PATCH", cookie: s.cookie, headers, body: { name: "Pwned" } });
      expect(patch.status, JSON.stringify(headers)).toBe(403);
      const put = await call(url, { method: "PUT", cookie: s.cookie, headers, body: { name: "Pwned", email: s.user.email, phone: "1234567" } });
      expect(put.status).toBe(403);
      const del = await call(url, { method: "DELETE", cookie: s.cookie, headers });
      expect(del.status).toBe(403);
      const out = await call("/api/user/logout", { method: "POST", cookie: s.cookie, headers });
      expect(out.status).toBe(403);
    }
    const after = await call(url, { cookie: s.cookie });
    expect(after.status).toBe(200);
    expect(after.json.user.name).toBe("Csrf Target");
  });

  it("allows same-origin browser requests and reads (GET) from anywhere", async () => {
    const s = await signupAndLogin();
    const url = `/api/user/${s.user._id}`;
    const host = new URL((await import("./helpers")).base).host;
    const same = await call(url, { method: "PATCH", cookie: s.cookie, headers: { "Sec-Fetch-Site": "same-origin" }, body: { name: "Same Site" } });
    expect(same.status).toBe(200);
    const origin = await call(url, { method: "PATCH", cookie: s.cookie, headers: { Origin: `http://${host}` }, body: { name: "Same Origin" } });
    expect(origin.status).toBe(200);
    const read = await call(url, { cookie: s.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(read.status).toBe(200);
  });

  it("bearer-token calls are exempt", async () => {
    const s = await signupAndLogin();
    const res = await call(`/api/user/${s.user._id}`, {
      method: "PATCH",
      token: s.token,
      headers: { Origin: "https://other-app.example", "Sec-Fetch-Site": "cross-site" },
      body: { name: "From App" },
    });
    expect(res.status).toBe(200);
  });
});
