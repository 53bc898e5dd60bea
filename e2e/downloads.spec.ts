import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { jobWorkServices } from "../lib/job-work/job-work";
import { headingsOf, orderSheet } from "../lib/sheets/definitions";
import { waitForHydration } from "./sections-helpers";

/** Every string in the first worksheet, trimmed. */
async function cellTexts(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const texts: string[] = [];
  workbook.worksheets[0].eachRow((row) =>
    row.eachCell((cell) => {
      // A merged range holds its value in the top-left (master) cell only.
      if (cell.isMerged && cell.master.address !== cell.address) return;
      const text = String(cell.text ?? "").trim();
      if (text) texts.push(text);
    }),
  );
  return texts;
}

for (const service of jobWorkServices) {
  test(`the ${service.name} download is a real order sheet with its headings`, async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: `Download the ${service.name.toLowerCase()} sheet` }).first();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(service.file.split("/").pop());
    const file = await download.path();
    expect(file).toBeTruthy();

    // An .xlsx is a zip archive.
    const bytes = await readFile(file!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");

    const texts = await cellTexts(file!);
    for (const heading of headingsOf(orderSheet(service.key))) expect(texts).toContain(heading);
    if (service.key === "cutting") expect(texts).toContain("Length along grain (mm)");
    if (service.key === "boring") expect(texts).toContain("System-32 line boring");
  });
}

test("the service modal's download link fetches the same sheet", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "EDGE BANDING", exact: true });
  await waitForHydration(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "EDGE BANDING" });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "Download the edge banding sheet" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("edge-banding-order-sheet.xlsx");
  const texts = await cellTexts((await download.path())!);
  expect(texts).toContain("L1 band code");
});
