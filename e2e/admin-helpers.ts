import bcrypt from "bcryptjs";
import mongoose from "mongoose";
import { expect, type Page } from "@playwright/test";

/**
 * Helpers for the console, account and enquiry flows. Accounts are written
 * straight into the test database (no sign-up rate limit to share with other
 * specs); signing in goes through the real API so the HttpOnly cookie is set.
 */
export const PASSWORD = "Plywood-Edge-2440x1220";
/** The test server's database (playwright.config.ts sets E2E_MONGODB_URI: its socket, or the URI of a server given with E2E_BASE_URL). */
const dbUri = (): string => {
  if (!process.env.E2E_MONGODB_URI) throw new Error("E2E_MONGODB_URI is not set (playwright.config.ts sets it)");
  return process.env.E2E_MONGODB_URI;
};

let conn: Promise<typeof mongoose> | null = null;
function db() {
  conn ??= mongoose.connect(dbUri(), { serverSelectionTimeoutMS: 10_000 });
  return conn;
}

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export async function createAccount(role: "user" | "admin", tag: string): Promise<Account> {
  const m = await db();
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const account = {
    name: `${tag === "admin" ? "Owner" : "Asha"} ${Math.random().toString(36).slice(2, 6)}`,
    email,
    phone: "+91 98765 12345",
    password: PASSWORD,
  };
  const now = new Date(Date.now() - 1000);
  await m.connection.collection("users").insertOne({
    name: account.name,
    email,
    phone: account.phone,
    passwordHash: await bcrypt.hash(PASSWORD, 10),
    role,
    tokensValidAfter: now,
    createdAt: now,
    updatedAt: now,
  });
  return account;
}

/** Signs in through the API from the page's context: the session cookie lands in the browser. */
export async function signInByApi(page: Page, account: Account) {
  const res = await page.request.post("/api/user/login", { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { user: { _id: string; name: string }; token: string };
}

export async function closeDb() {
  if (conn) await mongoose.disconnect();
  conn = null;
}
