import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** A strong password the API accepts (8–72 bytes, not a common one). */
export const PASSWORD = "Plywood-Edge-2440x1220";

/** A fresh address per call, so that tests never collide. */
export function uniqueEmail(tag = "e2e"): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface TestUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** Creates an account through the API (201 expected). */
export async function createUser(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = { name: "Asha Interiors", email: uniqueEmail(), phone: "+91 98765 12345", password: PASSWORD, ...overrides };
  const res = await request.post("/api/user/signup", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/**
 * Opens a page and waits until the client islands are hydrated and the auth
 * store is restored (the shell marks <html data-auth-restored>), so that
 * clicks reach their handlers.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
  return response;
}

/** The persisted auth store as zustand writes it: {state: {user, token}, version}. */
export async function readRoot(
  page: Page,
): Promise<{ state: { user: { name: string; email: string; _id: string } | null; token: string | null } } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("root");
    return raw ? JSON.parse(raw) : null;
  });
}

/** Collects console errors and uncaught exceptions (hydration mismatches show up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Signs in through the header's Sign In button and the dialog. */
export async function signInThroughUi(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.locator("header").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Username").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
}

/** Answers every browser alert() and keeps their texts, in order. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}
