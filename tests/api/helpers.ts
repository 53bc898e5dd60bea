import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, inject } from "vitest";
import { contractErrors } from "./contract";
import { fetchFrom, loopbackIp } from "./loopback";

export const base = inject("baseUrl");
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A fresh client address: a loopback address the request is really sent from (see ./loopback.ts). */
export function randomIp(): string {
  return loopbackIp();
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.com`;
}

/** A password that passes the rules and appears in no list. */
export function strongPassword(): string {
  return `Pw-${randomBytes(9).toString("base64url")}`;
}

/** Every secret a test has used: no response may ever echo one. */
const secrets = new Set<string>();
export function rememberSecret(value: string): void {
  secrets.add(value);
}

const HASH = /\$2[abxy]\$\d\d\$/;

/** Fails the test when a response carries a bcrypt hash or a password a test sent (keys: see assertNoPasswordKeys). */
export function assertNoSecrets(text: string, where: string): void {
  expect(HASH.test(text), `${where}: bcrypt hash in response`).toBe(false);
  for (const s of secrets) expect(text.includes(s), `${where}: a password was echoed`).toBe(false);
}

function assertNoPasswordKeys(value: unknown, where: string): void {
  if (Array.isArray(value)) return value.forEach((v) => assertNoPasswordKeys(v, where));
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      // Validation errors may name the `password` field; nothing else may.
      if (k !== "errors") expect(/password/i.test(k), `${where}: key ${k}`).toBe(false);
      if (k !== "errors") assertNoPasswordKeys(v, where);
    }
  }
}

/** Parsed JSON of a response: tests assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type ApiResponse<T = Json> = { status: number; headers: Headers; json: T; text: string; ms: number };

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** A raw body string (sent as is). */
  raw?: string;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
  contentType?: string | null;
  /** Follow redirects (e.g. Next.js's 308 from `/api/user/` to `/api/user`); off by default. */
  follow?: boolean;
  /** Another server than the suite's (a test that starts its own: the backup drill, the upgrade). */
  server?: string;
};

/** One HTTP call to the server under test; checks every response for leaked secrets and against the documented contract (./contract.ts). */
export async function call<T = Json>(pathname: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const ip = options.ip ?? randomIp();
  const headers: Record<string, string> = { "X-Forwarded-For": ip, ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && options.contentType !== null) headers["Content-Type"] = options.contentType ?? "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const started = performance.now();
  const origin = options.server ?? base;
  let res = await fetchFrom(ip, `${origin}${pathname}`, { method: options.method ?? "GET", headers, body });
  const location = res.headers.get("location");
  if (options.follow && res.status >= 300 && res.status < 400 && location) {
    res = await fetchFrom(ip, new URL(location, origin).toString(), { method: options.method ?? "GET", headers, body });
  }
  const text = await res.text();
  const ms = performance.now() - started;
  const where = `${options.method ?? "GET"} ${pathname} → ${res.status}`;
  assertNoSecrets(text, where);
  let json: Json = undefined;
  if (text && (res.headers.get("content-type") ?? "").includes("json")) {
    json = JSON.parse(text);
    assertNoPasswordKeys(json, where);
    if (!options.server && pathname.startsWith("/"))
      expect(contractErrors(options.method ?? "GET", pathname, res.status, json), `${where}: docs/openapi.yaml`).toEqual([]);
  }
  return { status: res.status, headers: res.headers, json, text, ms };
}

export type TestUser = { _id: string; name: string; email: string; phone: string; password: string; role: string };

export async function signup(overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {}): Promise<TestUser> {
  const input = {
    name: "Test User",
    email: uniqueEmail(),
    phone: "+91 98765 43210",
    password: strongPassword(),
    ...overrides,
  };
  rememberSecret(input.password);
  const res = await call("/api/user/signup", { method: "POST", body: input });
  expect(res.status, res.text).toBe(201);
  return { ...res.json.user, password: input.password };
}

export type Login = { token: string; cookie: string; user: TestUser; setCookie: string };

export async function login(email: string, password: string, ip?: string): Promise<Login> {
  const res = await call("/api/user/login", { method: "POST", body: { email, password }, ip });
  expect(res.status, res.text).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const pair = setCookie.split(";")[0];
  return { token: res.json.token, cookie: pair, user: res.json.user, setCookie };
}

export async function signupAndLogin(overrides: Parameters<typeof signup>[0] = {}): Promise<Login & { password: string }> {
  const user = await signup(overrides);
  const session = await login(user.email, user.password);
  return { ...session, password: user.password };
}

const run = promisify(execFile);

/** Makes an account admin through the command-line script (the only way), against the test database. */
export async function makeAdmin(email: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/make-admin.ts", email],
    {
      cwd: root,
      env: { ...process.env, MONGODB_URI: inject("dbUri") },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** An owner's session: signed up, made owner (which ends any session they had: issue 51), then signed in. */
export async function adminSession(): Promise<Login & { password: string }> {
  const user = await signup({ name: "Admin" });
  await makeAdmin(user.email);
  return { ...(await login(user.email, user.password)), password: user.password };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The payload of a JWT, without verifying it (to build forged variants). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
}
