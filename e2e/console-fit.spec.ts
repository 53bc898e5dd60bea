import { expect, test, type Page } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

/** The page is no wider than the window, and the signed-in name does not sit on top of the console's tabs. */
async function expectFits(page: Page, path: string, width: number, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  const nav = await page.getByRole("navigation", { name: "Console" }).boundingBox();
  // From 1024 px every tab is in sight, none cut off at the edge (walk 6, K1).
  if (width >= 1024)
    for (const tab of await page.getByRole("navigation", { name: "Console" }).getByRole("link").all()) {
      const t = await tab.boundingBox();
      expect(t && t.x >= 0 && t.x + t.width <= width, `${path} at ${width} px: the tab "${await tab.innerText()}" is cut off`).toBe(true);
    }
  const names = page.locator("header span", { hasText: name });
  for (const shown of await names.all()) {
    const box = await shown.boundingBox();
    if (!box || !nav) continue; // hidden at this width
    const overlaps = box.x < nav.x + nav.width && nav.x < box.x + box.width && box.y < nav.y + nav.height && nav.y < box.y + box.height;
    expect(overlaps, `${path} at ${width} px: the name covers the tabs`).toBe(false);
    // No tab the nav shows runs into the name either (issue 38: at 1280 px "Downloa" sat over the staff name).
    for (const tab of await page.getByRole("navigation", { name: "Console" }).getByRole("link").all()) {
      const t = await tab.boundingBox();
      if (!t || t.x + t.width > nav.x + nav.width + 1) continue; // scrolled out of the nav's view
      const hits = box.x < t.x + t.width && t.x < box.x + box.width && box.y < t.y + t.height && t.y < box.y + box.height;
      expect(hits, `${path} at ${width} px: the tab "${await tab.innerText()}" runs into the name`).toBe(false);
    }
  }
}

/** Every console page; on laptops and wide screens only the console's home and the orders list (every page shares the header). */
const consolePaths = (ref: string) => [
  "/admin",
  "/admin/orders",
  `/admin/orders/${ref}`,
  `/admin/orders/${ref}/pack`,
  `/admin/orders/${ref}/labels`,
  "/admin/tariff",
  "/admin/materials",
  "/admin/offcuts",
  "/admin/business",
  "/admin/services",
  "/admin/gallery",
  "/admin/users",
  "/admin/downloads",
];

/**
 * Each page is loaded once and looked at in every width by resizing the window (the layout is CSS and media queries,
 * which follow a resize); at 1280 and 1536 px only the console's home and the orders list. Two tests, half the pages
 * each, so that the two workers share them (the suite's time: three widths used to load every page three times).
 */
const WIDTHS = [390, 768, 1024, 1280, 1536];
for (const half of [0, 1]) {
  test(`every console page fits 390 to 1536 px: no sideways page scroll, the name clear of the tabs (${half ? "second" : "first"} half)`, async ({
    page,
  }) => {
    const admin = await createAccount("admin", "admin");
    await signInByApi(page, admin);
    const order = await placeOrder(page.request, { guest });
    const paths = consolePaths(order.reference);
    const mine = paths.filter((_, i) => i % 2 === half);
    for (const path of mine) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeAttached();
      for (const width of WIDTHS) {
        if (width > 1024 && paths.indexOf(path) > 1) continue;
        await page.setViewportSize({ width, height: 900 });
        // Let the page lay itself out again at the new width.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await expectFits(page, path, width, admin.name);
      }
    }
  });
}
