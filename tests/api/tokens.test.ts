import { SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { call, decodeJwt, signupAndLogin, type Login } from "./helpers";

const secret = new TextEncoder().encode(inject("authSecret"));
const now = () => Math.floor(Date.now() / 1000);

let session: Login & { password: string };
let claims: { sub: string; sv: number; iss: string; aud: string };

beforeAll(async () => {
  session = await signupAndLogin();
  claims = decodeJwt(session.token) as typeof claims;
});

type Variant = {
  key?: Uint8Array;
  alg?: string;
  sub?: string;
  sv?: number;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number;
};

async function forge(v: Variant = {}): Promise<string> {
  const iat = v.iat ?? now();
  return new SignJWT({ sv: v.sv ?? claims.sv })
    .setProtectedHeader({ alg: v.alg ?? "HS256", typ: "JWT" })
    .setSubject(v.sub ?? claims.sub)
    .setIssuer(v.iss ?? claims.iss)
    .setAudience(v.aud ?? claims.aud)
    .setIssuedAt(iat)
    .setExpirationTime(v.exp ?? iat + 300)
    .sign(v.key ?? secret);
}

const me = () => `/api/user/${session.user._id}`;

/** The bearer (access) token's audience, and the cookie (session) token's. */
const ACCESS = "panels-site:access";
const SESSION = "panels-site:session";

describe("session tokens", () => {
  it("control: tokens built like the server's, with the right key, are accepted (so the 401s below are not vacuous)", async () => {
    expect(claims.aud).toBe(ACCESS);
    const res = await call(me(), { token: await forge() });
    expect(res.status).toBe(200);
    expect(res.json.user._id).toBe(session.user._id);
    const viaCookie = await call(me(), { cookie: `session=${await forge({ aud: SESSION, exp: now() + 3600 })}` });
    expect(viaCookie.status).toBe(200);
  });

  it("each kind only where it belongs: an access token is no cookie, a session token is no bearer", async () => {
    expect((await call(me(), { cookie: `session=${await forge({ aud: ACCESS })}` })).status).toBe(401);
    expect((await call(me(), { token: await forge({ aud: SESSION }) })).status).toBe(401);
  });

  /** Each variant is built for the bearer (access) and the cookie (session) audience in turn. */
  const rejected: Array<[string, (aud: string) => Promise<string>]> = [
    ["signed with another key", (aud) => forge({ aud, key: new TextEncoder().encode("another-secret-another-secret-another-secret") })],
    [
      "alg: none",
      async (aud) =>
        new UnsecuredJWT({ sv: claims.sv })
          .setSubject(claims.sub)
          .setIssuer(claims.iss)
          .setAudience(aud)
          .setIssuedAt()
          .setExpirationTime("5m")
          .encode(),
    ],
    ["HS512 with the right key (algorithm not pinned)", (aud) => forge({ aud, alg: "HS512" })],
    ["wrong audience", () => forge({ aud: "someone-else" })],
    ["wrong issuer", (aud) => forge({ aud, iss: "someone-else" })],
    ["expired", (aud) => forge({ aud, iat: now() - 7200, exp: now() - 60 })],
    [
      "lifetime over its kind's (10 minutes for access, 12 hours for session)",
      (aud) => forge({ aud, exp: now() + (aud === ACCESS ? 3600 : 13 * 3600) }),
    ],
    ["issued more than 12 hours ago", (aud) => forge({ aud, iat: now() - 13 * 3600, exp: now() + 60 })],
    ["stale session epoch", (aud) => forge({ aud, sv: claims.sv - 1 })],
    ["a user that does not exist", (aud) => forge({ aud, sub: "0123456789abcdef01234567" })],
    [
      "tampered payload",
      async () => {
        const [h, , s] = session.token.split(".");
        const body = Buffer.from(JSON.stringify({ ...decodeJwt(session.token), sub: "0123456789abcdef01234567" })).toString("base64url");
        return `${h}.${body}.${s}`;
      },
    ],
    ["garbage", async () => "not.a.token"],
  ];

  for (const [name, make] of rejected) {
    it(`401 for a token ${name}, as bearer and as cookie`, async () => {
      const bearer = await call(me(), { token: await make(ACCESS) });
      expect(bearer.status).toBe(401);
      expect(bearer.json.message).toEqual(expect.any(String));
      expect(bearer.headers.get("cache-control")).toContain("no-store");
      expect((await call(me(), { cookie: `session=${await make(SESSION)}` })).status).toBe(401);
    });
  }

  it("a forged x-middleware-subrequest header changes nothing", async () => {
    for (const value of [
      "middleware",
      "proxy",
      "proxy:proxy:proxy:proxy:proxy",
      "middleware:middleware:middleware:middleware:middleware",
      "src/middleware",
    ]) {
      const list = await call("/api/user/", { headers: { "x-middleware-subrequest": value }, follow: true });
      expect(list.status, value).toBe(401);
      const mine = await call(me(), { headers: { "x-middleware-subrequest": value } });
      expect(mine.status, value).toBe(401);
    }
  });

  it("a deleted account's tokens stop working at once", async () => {
    const other = await signupAndLogin();
    const id = other.user._id;
    const del = await call(`/api/user/${id}`, { method: "DELETE", token: other.token });
    expect(del.status).toBe(200);
    expect((await call(`/api/user/${id}`, { token: other.token })).status).toBe(401);
    expect((await call(`/api/user/${id}`, { cookie: other.cookie })).status).toBe(401);
    // The same credentials cannot sign in any more.
    const again = await call("/api/user/login", { method: "POST", body: { email: other.user.email, password: other.password } });
    expect(again.status).toBe(401);
  });

  it("an Authorization header that is not a bearer token is not a session", async () => {
    const res = await call(me(), { headers: { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` } });
    expect(res.status).toBe(401);
  });
});

describe("the short-lived access token and its renewal through the cookie", () => {
  it("is issued for minutes, not hours; expired, it is refused; the cookie renews it; sign-out ends both", async () => {
    const s = await signupAndLogin();
    const id = s.user._id;
    const access = decodeJwt(s.token) as { iat: number; exp: number; aud: string; sv: number; sub: string };
    expect(access.aud).toBe(ACCESS);
    expect(access.exp - access.iat).toBe(600); // ACCESS_TOKEN_TTL_SECONDS default
    const cookieToken = decodeJwt(s.cookie.slice("session=".length)) as { iat: number; exp: number; aud: string };
    expect(cookieToken.aud).toBe(SESSION);
    expect(cookieToken.exp - cookieToken.iat).toBe(12 * 3600);

    // The same token eleven minutes on: expired and refused (signed with the server's key, so only its age is wrong).
    const iat = now() - 660;
    const expired = await new SignJWT({ sv: access.sv })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(access.sub)
      .setIssuer("panels-site")
      .setAudience(ACCESS)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(secret);
    expect((await call(`/api/user/${id}`, { token: expired })).status).toBe(401);

    // The page renews it with the HttpOnly cookie alone.
    const renewed = await call("/api/user/refresh", { method: "POST", cookie: s.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get("cache-control")).toContain("no-store");
    expect(renewed.json.user).toMatchObject({ _id: id, email: s.user.email });
    expect(decodeJwt(renewed.json.token)).toMatchObject({ aud: ACCESS, sub: id });
    expect((await call(`/api/user/${id}`, { token: renewed.json.token })).status).toBe(200);

    // A (stolen) access token cannot buy another: only the cookie counts there.
    expect((await call("/api/user/refresh", { method: "POST", token: s.token })).status).toBe(401);
    expect((await call("/api/user/refresh", { method: "POST" })).status).toBe(401);
    // A cross-site page cannot get one either.
    expect((await call("/api/user/refresh", { method: "POST", cookie: s.cookie, headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);

    // Sign-out is honoured by both kinds at once.
    expect((await call("/api/user/logout", { method: "POST", token: renewed.json.token })).status).toBe(200);
    expect((await call("/api/user/refresh", { method: "POST", cookie: s.cookie })).status).toBe(401);
    expect((await call(`/api/user/${id}`, { token: renewed.json.token })).status).toBe(401);
    expect((await call(`/api/user/${id}`, { cookie: s.cookie })).status).toBe(401);
  });
});
