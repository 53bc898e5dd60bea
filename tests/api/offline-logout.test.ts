/**
 * Issue 38: a logout tapped with no signal. The page cannot delete the HttpOnly
 * session cookie, so it writes the sign-out mark (lib/auth/signed-out-mark.ts);
 * the first request that carries it, of any kind, ends the session on the
 * server before anything is answered with it.
 */
import { describe, expect, it } from "vitest";
import { call, decodeJwt, login, signupAndLogin } from "./helpers";

const markOf = (token: string) => {
  const { sub, sv } = decodeJwt(token);
  return `kpw-signed-out=${encodeURIComponent(`${sub}.${sv}`)}`;
};

describe("the sign-out mark", () => {
  it("the first request carrying it ends the session: the account page, the API and the refresh all refuse, for good", async () => {
    const s = await signupAndLogin({ name: "Offline Logout" });
    const mark = markOf(s.token);
    // Back online, the phone's first contact is the account page, with the old cookie and the mark.
    const page = await call("/account", { cookie: `${s.cookie}; ${mark}` });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(s.user.email);
    expect(page.text).not.toContain("Offline Logout");
    // The session is revoked on the server: the cookie alone, without the mark, is dead too, and so is the page's old token.
    expect((await call("/api/orders", { cookie: s.cookie })).status).toBe(401);
    expect((await call("/api/user/refresh", { method: "POST", cookie: s.cookie })).status).toBe(401);
    expect((await call(`/api/user/${s.user._id}`, { token: s.token })).status).toBe(401);
  });

  it("ends the session on an API call and on a refresh as well; the logout answer deletes the mark", async () => {
    const a = await signupAndLogin();
    expect((await call("/api/orders", { cookie: `${a.cookie}; ${markOf(a.token)}` })).status).toBe(401);
    expect((await call("/api/orders", { cookie: a.cookie })).status).toBe(401);

    const b = await signupAndLogin();
    expect((await call("/api/user/refresh", { method: "POST", cookie: `${b.cookie}; ${markOf(b.token)}` })).status).toBe(401);
    expect((await call("/api/user/refresh", { method: "POST", cookie: b.cookie })).status).toBe(401);

    const c = await signupAndLogin();
    const out = await call("/api/user/logout", { method: "POST", cookie: `${c.cookie}; ${markOf(c.token)}` });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((h) => /^session=;/.test(h) && /Max-Age=0/i.test(h))).toBe(true);
    expect(cleared.some((h) => /^kpw-signed-out=;/.test(h) && /Max-Age=0/i.test(h))).toBe(true);
    expect((await call("/api/orders", { cookie: c.cookie })).status).toBe(401);
  });

  it("a mark for another session (or a forged one) ends nothing; `*` ends whatever session comes with it", async () => {
    const s = await signupAndLogin();
    const other = await signupAndLogin();
    expect((await call("/api/orders", { cookie: `${s.cookie}; ${markOf(other.token)}` })).status).toBe(200);
    expect((await call("/api/orders", { cookie: `${s.cookie}; kpw-signed-out=nonsense` })).status).toBe(200);
    // The other account is untouched by a mark that came without its cookie.
    expect((await call("/api/orders", { cookie: other.cookie })).status).toBe(200);
    expect((await call("/api/orders", { cookie: `${s.cookie}; kpw-signed-out=*` })).status).toBe(401);
    expect((await call("/api/orders", { cookie: s.cookie })).status).toBe(401);
  });

  it("signing in again with the mark still there: the old cookie is revoked first, the new session works and the mark is deleted", async () => {
    const s = await signupAndLogin();
    const res = await call("/api/user/login", {
      method: "POST",
      body: { email: s.user.email, password: s.password },
      cookie: `${s.cookie}; ${markOf(s.token)}`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((h) => /^kpw-signed-out=;/.test(h) && /Max-Age=0/i.test(h))).toBe(true);
    const fresh = (res.headers.getSetCookie().find((h) => h.startsWith("session=")) ?? "").split(";")[0];
    expect((await call("/api/orders", { cookie: s.cookie })).status).toBe(401);
    expect((await call("/api/orders", { cookie: fresh })).status).toBe(200);
    // A later sign-in elsewhere is not undone by a stale mark of the earlier session.
    const again = await login(s.user.email, s.password);
    expect((await call("/api/orders", { cookie: `${again.cookie}; ${markOf(s.token)}` })).status).toBe(200);
  });
});
