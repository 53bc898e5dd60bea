import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { gotoReady } from "./helpers/shell";
import { revealAll } from "./helpers/visitor";

test.describe.configure({ timeout: 90_000 });

// /home is the landing page's first section in the same frame (app/(site)/home/page.tsx): checked as part of /.
const routes = ["/", "/about", "/services", "/testimonials", "/contact", "/login", "/signup", "/no-such-page"];

for (const path of routes) {
  test(`axe: ${path} has no violations`, async ({ page }) => {
    // The 404 has a static chrome without the auth islands, so nothing to wait for there.
    if (path === "/no-such-page") await page.goto(path);
    else await gotoReady(page, path);
    // /login and /signup are the landing page (checked as /) with their dialog open: the dialog is what is new.
    if (path === "/login" || path === "/signup") {
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, path, "dialog[open]");
      return;
    }
    await revealAll(page);
    await expectNoViolations(page, path);
  });
}

test("axe: the sign-in prompt", async ({ page, context }) => {
  // A stored session that the server does not know: the shell clears it and shows the prompt.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(
        "root",
        JSON.stringify({
          state: { user: { _id: "0123456789abcdef01234567", name: "Old Session", email: "old@example.com" }, token: "stale" },
          version: 0,
        }),
      );
    }
  });
  await gotoReady(page, "/");
  await expect(page.getByRole("dialog", { name: "Sign in required" })).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, "sign-in prompt");
});

test("axe: the mobile menu at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expectNoViolations(page, "mobile menu");
});
