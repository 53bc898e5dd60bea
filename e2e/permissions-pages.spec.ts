import { expect, test } from "@playwright/test";
import { CONSOLE_PAGES, pagesFor } from "../components/admin/console-pages";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";

/**
 * Permissions and pages agree (walk 6, issue 65): each console page a role's menu offers is opened as that role, in
 * the browser, and none of the page's own requests is refused (403); a page the menu does not offer says so in words
 * and calls nothing it may not. The menu, the pages and the routes read the same permissions (vocabulary/roles.ts).
 */
test.describe.configure({ timeout: 180_000 });
test.afterAll(closeDb);

for (const role of ["owner", "office", "floor"] as const) {
  test(`every page the ${role}'s menu offers loads with no refused request; the others say why`, async ({ page }) => {
    await signInByApi(page, await createAccount(role === "owner" ? "admin" : role, `pages-${role}`));
    const order = await placeOrder(page.request, { guest });
    const refused: string[] = [];
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (res.status() === 403 && url.origin === new URL(page.url() || "http://x").origin) refused.push(`${res.request().method()} ${url.pathname}`);
    });
    const offered = pagesFor(role, false).map((p) => p.href);
    expect(offered.length).toBeGreaterThan(0);
    for (const { href } of CONSOLE_PAGES) {
      refused.length = 0;
      await page.goto(href === "/admin/orders" ? `/admin/orders/${order.reference}` : href);
      await page.waitForLoadState("networkidle");
      if (offered.includes(href)) {
        await expect(page.locator("main h1").first(), href).toBeVisible();
        await expect(page.getByTestId("admin-forbidden"), href).toHaveCount(0);
        expect(refused, `${role} on ${href}`).toEqual([]);
      } else if (href === "/admin") {
        // A role that may not read the console's home lands on its own first page.
        await expect(page).toHaveURL(new RegExp(`${offered[0]}$`));
      } else {
        await expect(page.getByTestId("admin-forbidden"), href).toContainText("403: not for your role");
      }
      // The menu offers exactly the pages the role may open.
      const menu = await page
        .getByRole("navigation", { name: "Console" })
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(menu, href).toEqual(offered);
    }
  });
}
