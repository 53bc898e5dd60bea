import mongoose from "mongoose";
import { expect, type Page } from "@playwright/test";

/**
 * Helpers for the console, account and enquiry flows. Accounts are made with
 * the real sign-up and made admins in the database (the only way there is);
 * signing in goes through the real API so the HttpOnly cookie is set.
 */
export const PASSWORD = "Plywood-Edge-2440x1220";
/** The test server's database (playwright.config.ts sets E2E_MONGODB_URI: its socket, or the URI of a server given with E2E_BASE_URL). */
const dbUri = (): string => {
  if (!process.env.E2E_MONGODB_URI) throw new Error("E2E_MONGODB_URI is not set (playwright.config.ts sets it)");
  return process.env.E2E_MONGODB_URI;
};

/** The site under test (playwright.config.ts sets E2E_PORT, or E2E_BASE_URL for a server started elsewhere). */
const siteUrl = () => process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT}`;

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

export async function createAccount(role: "user" | "admin" | "office" | "floor", tag: string): Promise<Account> {
  const m = await db();
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const account = {
    name: `${tag === "admin" ? "Owner" : "Asha"} ${Math.random().toString(36).slice(2, 6)}`,
    email,
    phone: "+91 98765 12345",
    password: PASSWORD,
  };
  // Through the real sign-up (the e2e server's sign-up limit is high), so the account is filed as any other is.
  const res = await fetch(`${siteUrl()}/api/user/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: account.name, email, phone: account.phone, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { _id: string } };
  // Roles are never set through the API (docs/SECURITY.md): an admin is made in the database, as `npm run user:admin` does.
  if (role !== "user")
    await m.connection
      .collection("users")
      .updateOne({ _id: new mongoose.Types.ObjectId(user._id) }, { $set: { role: role === "admin" ? "owner" : role } });
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

/** How many orders the database holds for a customer of this name (a test's own, unique name). */
/** The languages of the orders placed under this customer's name (the order keeps the page's language). */
export async function orderLanguagesOf(name: string): Promise<string[]> {
  const m = await db();
  const found = await m.connection.collection("orderbook").find({ "customer.name": name }).toArray();
  return found.map((o) => String(o.language));
}

export async function countOrdersOf(name: string): Promise<number> {
  const m = await db();
  return m.connection.collection("orderbook").countDocuments({ "customer.name": name });
}
