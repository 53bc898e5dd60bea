import { expect, test } from "@playwright/test";
import { seedServices } from "../lib/db/seed-data";
import { collectAlerts } from "./helpers/shell";


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

  test("the browser fetches GET /api/services on mount and shows what it answers", async ({ page }) => {
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

  test("a server error also alerts, on the landing page too", async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.route("**/api/services", (route) => route.fulfill({ status: 503, json: { message: "down" } }));
    await page.goto("/");
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(["Failed to fetch services"]);
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
