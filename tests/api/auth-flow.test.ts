import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { base, call, login, randomIp, rememberSecret, signup, strongPassword, uniqueEmail } from "./helpers";

describe("sign-up, sign-in, sign-out", () => {
  it("runs the full cycle: signup 201, login 200 + cookie, bearer and cookie both work, logout revokes", async () => {
    const email = uniqueEmail("Cycle").replace("cycle", "CyClE");
    const password = strongPassword();
    rememberSecret(password);
    const created = await call("/api/user/signup", {
      method: "POST",
      body: { name: "  Asha Kumar ", email: `  ${email.toUpperCase()} `, phone: "+91 98765 43210", password },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toContain("no-store");
    expect(created.json.message).toEqual(expect.any(String));
    expect(created.json.user).toMatchObject({ name: "Asha Kumar", email: email.toLowerCase(), phone: "+91 98765 43210", role: "user" });
    expect(created.json.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Object.keys(created.json.user).sort()).toEqual(["_id", "createdAt", "email", "name", "phone", "role", "updatedAt"]);

    // Sign in with the address in another letter case: the e-mail is case-insensitive.
    const res = await call("/api/user/login", { method: "POST", body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.json.user).toMatchObject({ _id: created.json.user._id, name: "Asha Kumar", email: email.toLowerCase(), role: "user" });
    expect(res.json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^session=[\w.-]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//i);
    expect(setCookie).toMatch(/Max-Age=43200/i);
    // Production over plain-http loopback: no Secure flag (Safari would drop the cookie).
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const cookie = setCookie.split(";")[0];
    // The cookie holds the 12-hour session token; the body the short-lived access token (docs/SECURITY.md).
    expect(cookie).not.toBe(`session=${res.json.token}`);

    const id = created.json.user._id;
    const viaBearer = await call(`/api/user/${id}`, { token: res.json.token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.json.user).toMatchObject({ _id: id, email: email.toLowerCase() });
    const viaCookie = await call(`/api/user/${id}`, { cookie });
    expect(viaCookie.status).toBe(200);

    const out = await call("/api/user/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.json.message).toEqual(expect.any(String));
    expect(out.headers.get("cache-control")).toContain("no-store");
    expect(out.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/i);

    // Revoked: the cookie and the same token as bearer.
    expect((await call(`/api/user/${id}`, { cookie })).status).toBe(401);
    expect((await call(`/api/user/${id}`, { token: res.json.token })).status).toBe(401);
    // Signing in again gives a working session.
    const again = await login(email, password);
    expect((await call(`/api/user/${id}`, { token: again.token })).status).toBe(200);
  });

  it("the cookie is Secure in production for a real host name (only plain-http loopback is exempt)", async () => {
    const user = await signup();
    // fetch() always sends the real Host, so use node:http to pose as the public host name.
    const body = JSON.stringify({ email: user.email, password: user.password });
    const { status, setCookie } = await new Promise<{ status?: number; setCookie: string }>((resolve, reject) => {
      const req = request(
        `${base}/api/user/login`,
        { method: "POST", headers: { Host: "panels.example.com", "Content-Type": "application/json", "X-Forwarded-For": randomIp() } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, setCookie: String(res.headers["set-cookie"] ?? "") });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(status).toBe(200);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it("logout with a bearer token revokes every outstanding token of the user", async () => {
    const user = await signup();
    const a = await login(user.email, user.password);
    await new Promise((r) => setTimeout(r, 5));
    const b = await login(user.email, user.password);
    expect((await call(`/api/user/${user._id}`, { token: a.token })).status).toBe(200);
    const out = await call("/api/user/logout", { method: "POST", token: b.token });
    expect(out.status).toBe(200);
    expect((await call(`/api/user/${user._id}`, { token: a.token })).status).toBe(401);
    expect((await call(`/api/user/${user._id}`, { token: b.token })).status).toBe(401);
  });

  it("logout without a session, or with a bad one, still answers 200 and clears the cookie", async () => {
    for (const opts of [{}, { cookie: "session=not-a-token" }, { token: "a.b.c" }]) {
      const res = await call("/api/user/logout", { method: "POST", ...opts });
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/i);
    }
  });

  it("a login never returns a password or hash, and the token carries no personal data", async () => {
    const user = await signup();
    const res = await login(user.email, user.password);
    const payload = JSON.parse(Buffer.from(res.token.split(".")[1], "base64url").toString());
    // `sid` names the session record (issue 51), a random id: still nothing personal.
    expect(Object.keys(payload).sort()).toEqual(["aud", "exp", "iat", "iss", "sid", "sub", "sv"]);
    expect(payload.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60); // a short-lived access token
    const header = JSON.parse(Buffer.from(res.token.split(".")[0], "base64url").toString());
    expect(header.alg).toBe("HS256");
  });
});
