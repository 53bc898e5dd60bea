import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { BAD_ROW, filledCuttingSheet, openCutList, pasteText, planSheets, setBand, typeTenParts } from "./cut-list-helpers";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test("a 10-part list is planned live: sheets, yield, diagrams, band metres; it survives a reload; axe finds nothing, with a part that does not fit", async ({
  page,
}) => {
  await openCutList(page);
  await typeTenParts(page);
  // Edge band on the shutters: all four edges 1 mm.
  for (const edge of ["L1", "L2", "W1", "W2"] as const) await setBand(page, 7, edge, "1");
  const sheets = await planSheets(page);
  expect(sheets).toBeGreaterThanOrEqual(2);
  const material = page.getByTestId("plan-material");
  await expect(material).toHaveCount(1);
  await expect(material.getByRole("heading", { name: "18 mm BWP plywood" })).toBeVisible();
  await expect(material.getByTestId("plan-sheets")).toHaveText(`${sheets} × 2440 × 1220 mm`);
  // One drawing per sheet, each a button that opens it large. Shutters: 6 × 2 × (716 + 297) mm = 12.16 m.
  await expect(material.getByRole("button", { name: /^Sheet \d+ of/ })).toHaveCount(sheets);
  await expect(material).toContainText("Edge band 1 mm12.16 m");
  await material.getByRole("button", { name: /^Sheet 1 of/ }).click();
  const dialog = page.getByTestId("sheet-dialog");
  await expect(dialog.getByRole("img", { name: /Sheet 1 layout, large/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await expect(dialog).toContainText("150%");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await expect(page.getByTestId("cut-list-row")).toHaveCount(10);
  expect(await planSheets(page)).toBe(sheets);

  // The page with a list, a plan and a part too long for any board (its error under the field): no violations.
  // (The same list as above, so the ten parts are typed once for both checks: the suite's time.)
  await page.getByLabel("Length of part 3", { exact: true }).fill("9000");
  await planSheets(page);
  await expectNoViolations(page, "cut-list.spec.ts");
});

test("errors sit under the field in words, and the rest of the list still plans", async ({ page }) => {
  await openCutList(page);
  await page.getByRole("button", { name: "Add part" }).click();
  await page.getByLabel("Name of part 1", { exact: true }).fill("Too long");
  await page.getByLabel("Length of part 1", { exact: true }).fill("2500");
  await page.getByLabel("Width of part 1", { exact: true }).fill("1300");
  await expect(page.getByText("Longer than the sheet after trimming: 2440 − 2 × 10 = 2420 mm")).toBeVisible();
  await expect(page.getByLabel("Length of part 1", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Length of part 1", { exact: true }).fill("2400");
  await page.getByLabel("Width of part 1", { exact: true }).fill("300");
  await expect(page.getByText(/Longer than the sheet/)).toBeHidden();
  expect(await planSheets(page)).toBe(1);
});

test("imports the site's cutting order sheet, with the rows it could not take by row number", async ({ page }, testInfo) => {
  await openCutList(page);
  const file = await filledCuttingSheet(testInfo.outputDir);
  await page.locator("#cut-list-import").setInputFiles(file);
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("2 parts were added");
  await expect(report.getByTestId("import-problems")).toContainText(`Row ${BAD_ROW}: `);
  await expect(report.getByTestId("import-problems")).toContainText("Block board");
  await report.getByRole("button", { name: "OK" }).click();
  await expect(page.getByLabel("Name of part 1", { exact: true })).toHaveValue("Imported side");
  await expect(page.getByLabel("Name of part 2", { exact: true })).toHaveValue("Imported shelf");
  await planSheets(page);
  await expect(page.getByTestId("plan-material")).toHaveCount(2);
});

test("pasting a block from a spreadsheet fills rows", async ({ page }) => {
  await openCutList(page);
  await page.getByRole("button", { name: "Add part" }).click();
  const name = page.getByLabel("Name of part 1", { exact: true });
  await name.focus();
  await pasteText(page, "Side\t720\t560\t2\nShelf\t564\t540\t3\n");
  await expect(page.getByTestId("cut-list-row")).toHaveCount(2);
  await expect(page.getByLabel("Width of part 2", { exact: true })).toHaveValue("540");
  await expect(page.getByRole("status").filter({ hasText: "Pasted 2 parts" })).toBeVisible();
});

test("print preview: one page per sheet with its cut sequence", async ({ page }) => {
  await openCutList(page);
  await typeTenParts(page);
  const sheets = await planSheets(page);
  await page.emulateMedia({ media: "print" });
  const print = page.getByTestId("print-plan");
  await expect(print).toBeVisible();
  await expect(print.locator("section.print-page")).toHaveCount(sheets);
  await expect(print.locator("section.print-page").first()).toContainText("Cut sequence");
  await expect(
    print
      .locator("section.print-page")
      .first()
      .getByRole("img", { name: /with cut sequence/ }),
  ).toBeVisible();
  await expect(page.getByTestId("cut-list-workspace")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(print).toBeHidden();
});

test("works with the keyboard alone: add, type, Enter moves down, open a sheet, clear with confirmation", async ({ page }) => {
  await openCutList(page);
  await page.getByRole("button", { name: "Add part" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Name of part 1", { exact: true })).toBeFocused();
  await page.keyboard.type("Side");
  await page.keyboard.press("Tab"); // material
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Length of part 1", { exact: true })).toBeFocused();
  await page.keyboard.type("720");
  await page.keyboard.press("Tab");
  await page.keyboard.type("560");
  await page.keyboard.press("Enter");
  // Enter: the same field one row down, on a new row.
  await expect(page.getByLabel("Width of part 2", { exact: true })).toBeFocused();
  await expect(page.getByTestId("cut-list-row")).toHaveCount(2);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type("300");
  await page.keyboard.press("Tab");
  await page.keyboard.type("200");
  await planSheets(page);
  const sheet = page.getByRole("button", { name: /^Sheet 1 of/ });
  await sheet.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("sheet-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeFocused();
  await page.getByRole("button", { name: "Clear list" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("clear-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cut-list-row")).toHaveCount(2);
  await page.getByRole("button", { name: "Clear list" }).focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("clear-dialog").getByRole("button", { name: "Clear list" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cut-list-row")).toHaveCount(0);
});

test.describe("with no offline worker (it would answer the scripts from its cache, past the refusal below)", () => {
  test.use({ serviceWorkers: "block" });

  test("a paste made when the table reader cannot load goes into the field as typed, so nothing pasted is lost", async ({ page }) => {
    await openCutList(page);
    // From here no script can load: the reader of pasted tables (loaded on the list's first focus) fails.
    let refused = 0;
    await page.route("**/_next/static/chunks/*.js", (route) => {
      refused++;
      return route.abort();
    });
    await page.getByRole("button", { name: "Add part" }).click();
    const name = page.getByLabel("Name of part 1", { exact: true });
    await name.focus();
    await pasteText(page, "Side\t720");
    await expect(name).toHaveValue("Side\t720");
    expect(refused).toBeGreaterThan(0);
    await expect(page.getByTestId("cut-list-row")).toHaveCount(1);
  });
});
