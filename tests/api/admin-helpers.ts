import mongoose from "mongoose";
import { inject } from "vitest";
import { fetchFrom, loopbackIp } from "./loopback";

/** Helpers for the enquiry, admin and download tests: real accounts over HTTP, the role set in the database. */
export const base = inject("baseUrl");

let seq = 0;

/** A fresh client address, really sent from (see ./loopback.ts). */
export function randomIp(): string {
  return loopbackIp();
}
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}@example.com`;
}

export async function signUpAndLogin(prefix: string): Promise<{ email: string; token: string; id: string; cookie: string }> {
  const email = uniqueEmail(prefix);
  const password = "Workshop-Pass-2009";
  const ip = randomIp();
  const signup = await fetchFrom(ip, `${base}/api/user/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ name: `Test ${prefix}`, email, phone: "+91 98765 43210", password }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}: ${await signup.text()}`);
  const login = await fetchFrom(ip, `${base}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  const body = (await login.json()) as { token: string; user: { _id: string } };
  const setCookie = login.headers.get("set-cookie") ?? "";
  return { email, token: body.token, id: body.user._id, cookie: setCookie.split(";")[0] };
}

let connected: Promise<typeof mongoose> | null = null;
export function db(): Promise<typeof mongoose> {
  connected ??= mongoose.connect(inject("dbUri"), { serverSelectionTimeoutMS: 5000 });
  return connected;
}

export async function makeAdmin(email: string): Promise<void> {
  const m = await db();
  await m.connection.collection("users").updateOne({ email }, { $set: { role: "owner" } });
}

export async function signUpAdmin(prefix = "admin") {
  const account = await signUpAndLogin(prefix);
  await makeAdmin(account.email);
  return account;
}

/** Forgets the enquiry rate-limit log so that later tests can post again. */
export async function clearEnquiryLimits(): Promise<void> {
  const m = await db();
  await m.connection.collection("ratelimits").deleteMany({ _id: { $regex: "^enquiry-" } } as object);
}

export async function closeDb(): Promise<void> {
  if (connected) await mongoose.disconnect();
  connected = null;
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...extra };
}

export const json = { "Content-Type": "application/json" };
