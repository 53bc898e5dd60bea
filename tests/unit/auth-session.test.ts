import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { authSecretKey } from "@/lib/auth/secret";
import { SESSION_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, signSessionToken, verifySessionToken } from "@/lib/auth/session";
import { ConfigurationError } from "@/lib/errors";

const SECRET = "unit-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const key = new TextEncoder().encode(SECRET);
const USER = "0123456789abcdef01234567";
const now = () => Math.floor(Date.now() / 1000);

beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
});

function build(
  overrides: { alg?: string; key?: Uint8Array; iss?: string; aud?: string; iat?: number; exp?: number; sub?: string; sv?: unknown } = {},
) {
  const iat = overrides.iat ?? now();
  return new SignJWT({ sv: overrides.sv ?? 1234 })
    .setProtectedHeader({ alg: overrides.alg ?? "HS256" })
    .setSubject(overrides.sub ?? USER)
    .setIssuer(overrides.iss ?? TOKEN_ISSUER)
    .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(overrides.exp ?? iat + 60)
    .sign(overrides.key ?? key);
}

describe("session tokens", () => {
  it("round-trips sub and the session epoch, with a lifetime of 12 hours", async () => {
    const token = await signSessionToken(USER, 1_700_000_000_123);
    const claims = await verifySessionToken(token);
    expect(claims).toMatchObject({ sub: USER, sv: 1_700_000_000_123 });
    expect(claims!.exp - claims!.iat).toBe(SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBeLessThanOrEqual(12 * 3600);
  });

  it("control: a hand-built token with the right key and claims verifies", async () => {
    expect(await verifySessionToken(await build())).not.toBeNull();
  });

  it.each([
    ["another key", () => build({ key: new TextEncoder().encode("x".repeat(40)) })],
    ["HS384", () => build({ alg: "HS384" })],
    ["HS512", () => build({ alg: "HS512" })],
    [
      "alg none",
      async () =>
        new UnsecuredJWT({ sv: 1 })
          .setSubject(USER)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime("1h")
          .encode(),
    ],
    ["wrong issuer", () => build({ iss: "evil" })],
    ["wrong audience", () => build({ aud: "evil" })],
    ["expired", () => build({ iat: now() - 3600, exp: now() - 30 })],
    ["a lifetime over 12 h", () => build({ exp: now() + 12 * 3600 + 60 })],
    ["issued over 12 h ago", () => build({ iat: now() - 13 * 3600, exp: now() + 60 })],
    ["a subject that is not an id", () => build({ sub: "admin" })],
    ["no session epoch", () => build({ sv: "x" })],
  ])("rejects a token with %s", async (_name, make) => {
    expect(await verifySessionToken(await make())).toBeNull();
  });

  it("rejects garbage and oversized input without throwing", async () => {
    for (const t of ["", "a.b.c", "x".repeat(5000), "eyJhbGciOiJIUzI1NiJ9..sig"]) expect(await verifySessionToken(t)).toBeNull();
  });
});

describe("AUTH_SECRET", () => {
  it("production without a secret refuses with a clear error", () => {
    expect(() => authSecretKey({ NODE_ENV: "production" })).toThrow(ConfigurationError);
    expect(() => authSecretKey({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is not set/);
  });

  it("refuses a secret shorter than 32 bytes", () => {
    expect(() => authSecretKey({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/at least 32 bytes/);
    expect(authSecretKey({ NODE_ENV: "production", AUTH_SECRET: "é".repeat(16) }).byteLength).toBe(32);
  });

  it("development without a secret generates one once and keeps it in .data/auth-secret (mode 600)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
    const first = authSecretKey({ NODE_ENV: "development" }, dir);
    const file = path.join(dir, ".data/auth-secret");
    expect(readFileSync(file, "utf8").trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = authSecretKey({ NODE_ENV: "development" }, dir);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
  });
});

describe("a session's browser name (walk 6, K10)", () => {
  const agent = async (ua: string) => (await import("@/lib/auth/sessions")).agentOf(new Request("http://x/", { headers: { "user-agent": ua } }));
  it("says Android for an Android phone, whose agent also says Linux", async () => {
    expect(await agent("Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(await agent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36")).toBe("Chrome on Linux");
    expect(
      await agent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Chrome on iPhone");
    expect(await agent("")).toBe("Unknown browser");
  });
});
