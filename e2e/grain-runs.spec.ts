/**
 * Grain runs on the cut-list page and in the workshop (issue 18, part 4): a
 * customer marks drawer fronts as one run; the plan cuts them side by side and
 * says so; the order's pack and labels name the run and each piece's place in it.
 */
import { expect, test } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { addPart, openCutList, planSheets } from "./cut-list-helpers";
import { guest, placeOrder, tenPartList } from "./orders-helpers";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("drawer fronts marked as one grain run are planned side by side, and the plan says so", async ({ page }) => {
    await openCutList(page);
    await addPart(page, 1, "Side", 720, 560, 2);
    await addPart(page, 2, "Top front", 596, 140, 1);
    await addPart(page, 3, "Low front", 596, 220, 2);
    for (const n of [2, 3]) {
      const run = page.getByLabel(`Grain run of part ${n}`);
      if (!(await run.isVisible())) await page.getByRole("button", { name: `More about part ${n}` }).click();
      await run.fill("A");
    }
    await planSheets(page);
    const parts = page.getByTestId("sheet-card-parts").filter({ hasText: "Top front" });
    await expect(parts).toContainText("2 Top front (grain run A): 596 × 140 × 1");
    await expect(parts).toContainText("3 Low front (grain run A): 596 × 220 × 2");
    // A new label for the run shows at once, though the layout is the same.
    await page.getByLabel("Grain run of part 2").fill("B");
    await page.getByLabel("Grain run of part 3").fill("B");
    await planSheets(page);
    await expect(parts).toContainText("3 Low front (grain run B): 596 × 220 × 2");
    // Kept on the phone with the list.
    await page.reload();
    await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
    await expect(page.getByLabel("Grain run of part 3")).toHaveValue("B");
  });

  test("a run of drawer fronts too long end to end is stacked across the board, and plans (issue 38, item 9)", async ({ page }) => {
    await openCutList(page);
    for (const [n, width] of [
      [1, 180],
      [2, 250],
      [3, 300],
    ]) {
      await addPart(page, n, `Front ${n}`, 896, width, 1);
      const run = page.getByLabel(`Grain run of part ${n}`);
      if (!(await run.isVisible())) await page.getByRole("button", { name: `More about part ${n}` }).click();
      await run.fill("D");
    }
    await planSheets(page);
    await expect(page.getByText("does not fit")).toHaveCount(0);
    const parts = page.getByTestId("sheet-card-parts").first();
    await expect(parts).toContainText("1 Front 1 (grain run D): 896 × 180 × 1");
    await expect(parts).toContainText("3 Front 3 (grain run D): 896 × 300 × 1");
  });
});

test("the workshop's pack and labels name the run and each piece's place in it", async ({ page }) => {
  const list = tenPartList();
  // The two wall sides, then the wall top: one run of three pieces.
  list.rows = list.rows.map((r) => (r.name === "Wall side" || r.name === "Wall top" ? { ...r, run: "W", grain: true } : r));
  const order = await placeOrder(page.request, { guest, cutList: list });
  await page.goto(order.link);
  await expect(page.getByTestId("order-plan")).toContainText("Wall side (grain run W) × 2");
  await signInByApi(page, await createAccount("admin", "runs"));
  await page.goto(`/admin/orders/${order.reference}/pack`);
  await expect(page.getByTestId("sheet-parts").filter({ hasText: "Wall side (grain run W)" })).toHaveCount(1);
  await page.goto(`/admin/orders/${order.reference}/labels`);
  const labels = page.getByTestId("part-label");
  await expect(labels.filter({ hasText: "Wall side" }).nth(0)).toContainText("Grain run W, 1 of 3");
  await expect(labels.filter({ hasText: "Wall side" }).nth(1)).toContainText("Grain run W, 2 of 3");
  await expect(labels.filter({ hasText: "Wall top" })).toContainText("Grain run W, 3 of 3");
});
