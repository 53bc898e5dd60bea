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
    .setExpirationTime(v.exp ?? iat + 3600)
    .sign(v.key ?? secret);
}

const me = () => `/api/user/${session.user._id}`;

describe("session tokens", () => {
  it("control: a token built like the server's, with the right key, is accepted (so the 401s below are not vacuous)", async () => {
    const res = await call(me(), { token: await forge() });
    expect(res.status).toBe(200);
    expect(res.json.user._id).toBe(session.user._id);
  });

  const rejected: Array<[string, () => Promise<string>]> = [
    ["signed with another key", () => forge({ key: new TextEncoder().encode("another-secret-another-secret-another-secret") })],
    ["alg: none", async () => new UnsecuredJWT({ sv: claims.sv }).setSubject(claims.sub).setIssuer(claims.iss).setAudience(claims.aud).setIssuedAt().setExpirationTime("1h").encode()],
    ["HS512 with the right key (algorithm not pinned)", () => forge({ alg: "HS512" })],
    ["wrong audience", () => forge({ aud: "someone-else" })],
    ["wrong issuer", () => forge({ iss: "someone-else" })],
    ["expired", () => forge({ iat: now() - 7200, exp: now() - 60 })],
    ["lifetime over 12 hours", () => forge({ exp: now() + 13 * 3600 })],
    ["issued more than 12 hours ago", () => forge({ iat: now() - 13 * 3600, exp: now() + 3600 })],
    ["stale session epoch", () => forge({ sv: claims.sv - 1 })],
    ["a user that does not exist", () => forge({ sub: "0123456789abcdef01234567" })],
    ["tampered payload", async () => {
      const [h, , s] = session.token.split(".");
      const body = Buffer.from(JSON.stringify({ ...decodeJwt(session.token), sub: "0123456789abcdef01234567" })).toString("base64url");
      return `${h}.${body}.${s}`;
    }],
    ["garbage", async () => "not.a.token"],
  ];

  for (const [name, make] of rejected) {
    it(`401 for a token ${name}, as bearer and as cookie`, async () => {
      const token = await make();
      const bearer = await call(me(), { token });
      expect(bearer.status).toBe(401);
      expect(bearer.json.message).toEqual(expect.any(String));
      expect(bearer.headers.get("cache-control")).toContain("no-store");
      expect((await call(me(), { cookie: `session=${token}` })).status).toBe(401);
    });
  }

  it("a forged x-middleware-subrequest header changes nothing", async () => {
    for (const value of ["middleware", "proxy", "proxy:proxy:proxy:proxy:proxy", "middleware:middleware:middleware:middleware:middleware", "src/middleware"]) {
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
