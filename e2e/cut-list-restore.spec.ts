import { expect, test } from "@playwright/test";
import { collectErrors } from "./helpers/shell";
import { storedCutList } from "./orders-helpers";

/**
 * A returning customer's list comes back from the browser's storage after the
 * first render. Until then the estimate must not be asked for an empty list
 * (the server would answer 400 and the console would show the error).
 */
test("a stored list reopens with its plan and estimate, and no request fails on the way", async ({ page }) => {
  await page.addInitScript((stored) => localStorage.setItem("kpw-cut-list", stored), storedCutList());
  const errors = collectErrors(page);
  const failed: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failed.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  });
  const estimated = page.waitForResponse((r) => r.url().endsWith("/api/orders/estimate") && r.status() === 200);
  await page.goto("/cut-list");
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await estimated;
  await expect(page.getByTestId("estimate-total")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
