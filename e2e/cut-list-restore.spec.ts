import { expect, test } from "@playwright/test";
import { collectErrors } from "./helpers/shell";
import { seedStoredList, storedCutList } from "./orders-helpers";

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

/** Drawings are rendered only near the screen (a long plan stays quick to update); each must appear when scrolled to. */
test("a plan of many sheets draws every sheet as it comes into view, and none is left blank", async ({ page }) => {
  const part = (id: string, name: string, length: number, width: number, quantity: number) => ({
    id,
    name,
    material: "bwp-ply-18",
    length: String(length),
    width: String(width),
    quantity: String(quantity),
    grain: false,
    edges: { l1: null, l2: null, w1: null, w2: null },
    note: "",
  });
  const rows = [part("a", "Base side", 720, 560, 48), part("b", "Wall side", 720, 300, 48), part("c", "Shelf", 562, 540, 24)];
  await page.addInitScript(
    (stored) => localStorage.setItem("kpw-cut-list", stored),
    JSON.stringify({ state: { rows, saw: { kerf: "4", trim: "10" } }, version: 1 }),
  );
  await page.goto("/cut-list");
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  const cards = page.getByTestId("plan-material").getByRole("button", { name: /^Sheet \d+ of/ });
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(10);
  await expect(page.getByTestId("cut-list-summary")).toContainText("Plan up to date");
  const count = await cards.count();
  for (const i of [0, Math.floor(count / 2), count - 1]) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    // The drawing is the card's picture (hidden from screen readers: the card's text says what it shows).
    await expect(card.locator(`svg[aria-label="Sheet ${i + 1} layout"]`)).toBeVisible();
    await expect(card.locator("svg rect").first()).toBeVisible();
  }
});

/** The list lives in IndexedDB; one kept in localStorage by an earlier version comes back and moves over at the first save. */
test("a list from localStorage comes back, moves to IndexedDB at the first edit, and stays there across reloads", async ({ page }) => {
  await seedStoredList(page);
  await page.goto("/cut-list");
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await expect(page.getByTestId("cut-list-row")).toHaveCount(JSON.parse(storedCutList()).state.rows.length);
  await page.getByLabel("Name of part 1", { exact: true }).fill("Moved side");
  const stored = () =>
    page.evaluate(
      () =>
        new Promise<string | null>((resolve, reject) => {
          const open = indexedDB.open("kpw");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction("kv").objectStore("kv").get("kpw-cut-list");
            req.onsuccess = () => resolve(typeof req.result === "string" ? req.result : null);
            req.onerror = () => reject(req.error);
          };
        }),
    );
  await expect.poll(async () => (await stored())?.includes("Moved side") ?? false).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("kpw-cut-list"))).toBeNull();
  await page.reload();
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await expect(page.getByLabel("Name of part 1", { exact: true })).toHaveValue("Moved side");
});
