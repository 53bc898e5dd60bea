import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { BAD_ROW, filledCuttingSheet, openCutList, planSheets, typeTenParts } from "./cut-list-helpers";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test("on a phone: compact cards, details a tap away, the summary bar in view", async ({ page }) => {
  await openCutList(page);
  await typeTenParts(page);
  // Name and L × W × qty visible; material, bands and note behind "More".
  const first = page.getByTestId("cut-list-row").first();
  await expect(page.getByLabel("Note for part 1", { exact: true })).toBeHidden();
  await first.getByRole("button", { name: "More about part 1" }).click();
  await expect(page.getByLabel("Note for part 1", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Length of part 1", { exact: true })).toHaveAttribute("inputmode", "decimal");
  const sheets = await planSheets(page);
  expect(sheets).toBeGreaterThanOrEqual(2);
  const bar = page.getByTestId("cut-list-summary");
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box && box.y + box.height).toBeCloseTo(844, 0);
  // Tap a sheet: it opens large.
  await page.getByRole("button", { name: /^Sheet 1 of/ }).click();
  await expect(page.getByTestId("sheet-dialog").getByRole("img")).toBeVisible();
});

test("on a phone: import the cutting order sheet, print preview, axe", async ({ page }, testInfo) => {
  await openCutList(page);
  await page.locator("#cut-list-import").setInputFiles(await filledCuttingSheet(testInfo.outputDir));
  await expect(page.getByTestId("import-report")).toContainText("2 parts were added");
  await expect(page.getByTestId("import-problems")).toContainText(`Row ${BAD_ROW}: `);
  await page.getByRole("button", { name: "OK" }).click();
  const sheets = await planSheets(page);
  expect(sheets).toBe(2);
  await expectNoViolations(page, "cut-list.mobile.spec.ts");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("print-plan").locator("section.print-page")).toHaveCount(sheets);
});
