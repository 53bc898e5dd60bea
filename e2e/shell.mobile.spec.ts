import { expect, test } from "@playwright/test";
import { headerSectionIds, sections } from "../lib/site/site";
import { site } from "../tests/fixtures/seed-site";
import { createUser, gotoReady, readRoot } from "./helpers/shell";

const labels = headerSectionIds.map((id) => sections.find((s) => s.id === id)!.label);

test.describe.configure({ timeout: 60_000 });

test.describe("mobile header and menu", () => {
  test("the menu button toggles a menu with the five section links, Cut list, Sign In and Sign Up", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const header = page.getByRole("banner");
    // Contact stays one tap away above the bar.
    await expect(header.locator('a[href^="tel:+91"]')).toBeVisible();
    await expect(header.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    await expect(header.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();

    const toggle = header.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // The spec's five section links, then the cut-list page (issue 10 puts it in both menus), then the landing
    // page in Tamil (issue 20: the language switch, in the menu too).
    await expect(menu.getByRole("link")).toHaveText([...labels.map((l) => new RegExp(`^${l}`)), /^Cut list/, "தமிழ்"]);
    for (const [i, id] of headerSectionIds.entries()) await expect(menu.getByRole("link").nth(i)).toHaveAttribute("href", `/#${id}`);
    await expect(menu.getByRole("link").nth(headerSectionIds.length)).toHaveAttribute("href", "/cut-list");
    await expect(menu.getByRole("link").last()).toHaveAttribute("href", "/ta");
    await expect(menu.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Sign Up" })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    // Escape closes it and leaves focus on the button.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a section link in the menu closes it and scrolls to the section", async ({ page }) => {
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: /^Testimonials/ })
      .click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect.poll(() => page.locator("#testimonials").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(70);
  });

  test("Sign Up in the menu opens the sign-up dialog; Sign In opens the sign-in dialog", async ({ page }) => {
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Sign Up" }).click();
    const signup = page.getByRole("dialog", { name: "Create an account" });
    await expect(signup).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await signup.getByRole("button", { name: "Cancel" }).click();
    await expect(signup).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    expect(await readRoot(page)).toMatchObject({ state: { user: null } });
  });

  test("the page fits the phone's width (no sideways scrolling)", async ({ page }) => {
    for (const path of ["/", "/no-such-page"]) {
      // The 404's chrome is static (no auth islands to wait for).
      if (path === "/no-such-page") await page.goto(path);
      else await gotoReady(page, path);
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth, path).toBeLessThanOrEqual(width);
    }
  });
});

test("signed in, the menu shows the user's name linking to the account page, and Logout", async ({ page, request }) => {
  const user = await createUser(request, { name: "Karthik Carpentry Works" });
  await gotoReady(page, "/");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await menu.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByLabel("Username").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  const account = menu.getByRole("link", { name: /Karthik Carpentry Works/ });
  await expect(account).toHaveAttribute("href", "/account");
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible({ timeout: 15_000 });
});
