import { expect, test } from "@playwright/test";
import { seedServices } from "../lib/db/seed-data";
import { collectAlerts, gotoReady } from "./helpers/shell";


test.describe("All Services", () => {
  test("lists the five seeded services with title, description and image", async ({ page }) => {
    const alerts = collectAlerts(page);
    // Check after the browser's own fetch has landed (a reseeded database changes the ids of the pre-rendered list).
    const fetched = page.waitForResponse((r) => r.url().endsWith("/api/services") && r.request().method() === "GET");
    await page.goto("/services");
    expect((await fetched).status()).toBe(200);
    const list = page.getByTestId("services-list");
    await expect(list.getByRole("listitem")).toHaveCount(seedServices.length);
    for (const s of seedServices) {
      const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: s.title, exact: true }) });
      await expect(card).toContainText(s.des);
      const img = card.locator("img");
      await expect(img).toHaveAttribute("src", s.image);
      await expect(img).toHaveAttribute("alt", new RegExp(s.title));
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(alerts).toEqual([]);
  });

  test("on /services the first card's image loads at once (it is the largest element); on the landing page all wait", async ({ page }) => {
    await page.goto("/services");
    const images = page.getByTestId("services-list").locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await page.goto("/");
    // Just after a build the list may not be pre-rendered yet; it then arrives as the section nears the viewport.
    await page.locator("#services").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("services-list").locator("img").first()).toHaveAttribute("loading", "lazy");
  });

  test("the browser fetches GET /api/services once the page is idle and shows what it answers", async ({ page }) => {
    await page.route("**/api/services", (route) =>
      route.fulfill({
        json: [{ _id: "t1", title: "Shutter Profile Routing", des: "A fresh entry from the API.", image: "/images/services/routing.svg" }],
      }),
    );
    const request = page.waitForRequest((r) => r.url().endsWith("/api/services") && r.method() === "GET");
    await page.goto("/services");
    await request;
    const list = page.getByTestId("services-list");
    await expect(list.getByRole("heading", { name: "Shutter Profile Routing" })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
  });

  test("a failed fetch alerts 'Failed to fetch services' once", async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.route("**/api/services", (route) => route.abort());
    await page.goto("/services");
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(["Failed to fetch services"]);
    // No second alert for the same failure.
    await page.waitForTimeout(2500);
    expect(alerts).toEqual(["Failed to fetch services"]);
    await expect(page.locator("#services")).toBeVisible();
  });

  test("on the landing page the list refreshes only as it nears the viewport, and a server error alerts then", async ({ page }) => {
    const alerts = collectAlerts(page);
    let requests = 0;
    await page.route("**/api/services", (route) => {
      requests++;
      return route.fulfill({ status: 503, json: { message: "down" } });
    });
    await gotoReady(page, "/");
    // Far below the fold: no request and no query library yet, however long the visitor stays at the top.
    await page.waitForTimeout(2500);
    expect(requests).toBe(0);
    await page.locator("#services").scrollIntoViewIfNeeded();
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(["Failed to fetch services"]);
    expect(requests).toBeGreaterThan(0);
  });

  test("an empty list says so honestly", async ({ page }) => {
    await page.route("**/api/services", (route) => route.fulfill({ json: [] }));
    await page.goto("/services");
    await expect(page.getByTestId("services-status")).toContainText("No services are listed right now");
  });

  test("Back to Home goes to /", async ({ page }) => {
    await page.goto("/services");
    await page.locator("#services").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section#home")).toBeVisible();
  });
});
