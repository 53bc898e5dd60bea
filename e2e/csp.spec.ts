import { expect, test, type Page } from "@playwright/test";
import { collectErrors, createUser, gotoReady, readRoot, signInThroughUi } from "./helpers/shell";

// Sign-in goes through the real API and database; allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** CSP violations reported by the page (a blocked script also logs a console error). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Markup an attacker might get into a page: an inline event handler, which only 'unsafe-inline' would run. */
async function injectHandler(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const div = document.createElement("div");
    div.innerHTML = '<img alt="" src="/no-such-image.png" onerror="window.__pwned = true">';
    document.body.append(div);
  });
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned === true);
}

test("the account page runs under a nonce policy: it works, nothing of its own is blocked, injected inline script is", async ({ page, request }) => {
  const errors = collectErrors(page);
  await watchViolations(page);
  const user = await createUser(request, { name: "Nonce Checker" });
  await gotoReady(page, "/");
  await signInThroughUi(page, user);

  const response = await page.goto("/account");
  const csp = response!.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("'strict-dynamic'");
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("'unsafe-inline'");

  // The page hydrated and works: a profile change goes through.
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Email")).toHaveValue(user.email);
  await profile.getByLabel("Name").fill("Nonce Checker Two");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Profile saved.")).toBeVisible();
  // A new e-mail asks for the current password (checked by the server through the sign-in limits).
  const newEmail = `moved-${Date.now()}@example.com`;
  await profile.getByLabel("Email").fill(newEmail);
  const current = profile.getByLabel("Current password (to change your email)");
  await expect(current).toBeVisible();
  await current.fill("not-my-password");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Current password is incorrect")).toBeVisible();
  await current.fill(user.password);
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Profile saved.")).toBeVisible();
  await expect(profile.getByLabel("Email")).toHaveValue(newEmail);
  await expect(current).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // An injected inline handler is refused here...
  expect(await injectHandler(page)).toBe(false);
  expect((await violations(page)).some((v) => v.startsWith("script-src"))).toBe(true);
  // (the only console errors: the refused wrong password, the blocked handler's report and the missing image)
  expect(errors.filter((e) => !/Content Security Policy|no-such-image|status of (400|404)/.test(e))).toEqual([]);
});

test("a mistyped address under the console or the account page is a 404 under the nonce policy with nothing blocked", async ({ page }) => {
  await watchViolations(page);
  for (const [path, heading] of [
    ["/admin/no-such-page", "Not found in the console"],
    ["/account/no-such-page", "This page is not on our cutting list"],
    ["/ta/account/no-such-page", null],
  ] as const) {
    const response = await page.goto(path);
    // Not a 404 status: Next.js streams these per-request pages, so notFound() comes after the 200 went out
    // (vercel/next.js#76474); the page says so to robots instead, and the proxy adds X-Robots-Tag.
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first(), path).toBeAttached();
    expect(response!.headers()["content-security-policy"], path).toMatch(/script-src [^;]*'nonce-/);
    if (heading) await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    else await expect(page.locator("html"), path).toHaveAttribute("lang", "ta");
    expect(await violations(page), path).toEqual([]);
  }
});

test("control: the pre-rendered home page keeps the static policy, where the same injection would run", async ({ page }) => {
  await watchViolations(page);
  const response = await page.goto("/");
  expect(response!.headers()["content-security-policy"]).toContain("'unsafe-inline'");
  expect(await injectHandler(page)).toBe(true);
});

test("the store's short-lived token is renewed through the cookie after a reload", async ({ page, request }) => {
  const user = await createUser(request, { name: "Token Renewal" });
  await gotoReady(page, "/");
  await signInThroughUi(page, user);
  const first = (await readRoot(page))!.state.token!;
  const payload = JSON.parse(Buffer.from(first.split(".")[1], "base64url").toString()) as { iat: number; exp: number };
  expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);

  await page.waitForTimeout(1100); // a new token gets a later iat
  const [refresh] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/user/refresh") && r.request().method() === "POST"),
    page.reload(),
  ]);
  expect(refresh.status()).toBe(200);
  await expect.poll(async () => (await readRoot(page))?.state.token).not.toBe(first);
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
});
