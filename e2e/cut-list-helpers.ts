import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { expect, type Page } from "@playwright/test";
import { layout } from "../scripts/sheets/build";

/** A kitchen's worth of parts: 10 rows on 18 mm MDF (one on 6 mm plywood). */
export const TEN_PARTS: Array<[string, number, number, number]> = [
  ["Base side", 720, 560, 4],
  ["Base bottom", 864, 560, 2],
  ["Shelf", 862, 540, 2],
  ["Back rail", 864, 100, 4],
  ["Wall side", 720, 300, 4],
  ["Wall top", 764, 300, 2],
  ["Shutter", 716, 297, 6],
  ["Drawer front", 596, 177, 3],
  ["Drawer side", 500, 150, 6],
  ["Skirting", 2400, 100, 2],
];

export async function openCutList(page: Page) {
  await page.goto("/cut-list");
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
}

/** Types the ten parts through the editor, one row at a time. */
export async function typeTenParts(page: Page) {
  for (const [i, [name, length, width, qty]] of TEN_PARTS.entries()) {
    await page.getByRole("button", { name: "Add part" }).click();
    const n = i + 1;
    await page.getByLabel(`Name of part ${n}`, { exact: true }).fill(name);
    await page.getByLabel(`Length of part ${n}`, { exact: true }).fill(String(length));
    await page.getByLabel(`Width of part ${n}`, { exact: true }).fill(String(width));
    await page.getByLabel(`Qty of part ${n}`, { exact: true }).fill(String(qty));
  }
  await expect(page.getByTestId("cut-list-row")).toHaveCount(10);
}

/** Adds part n (1-based) through the editor. */
export async function addPart(page: Page, n: number, name: string, length: number, width: number, qty = 1) {
  await page.getByRole("button", { name: "Add part" }).click();
  await page.getByLabel(`Name of part ${n}`, { exact: true }).fill(name);
  await page.getByLabel(`Length of part ${n}`, { exact: true }).fill(String(length));
  await page.getByLabel(`Width of part ${n}`, { exact: true }).fill(String(width));
  await page.getByLabel(`Qty of part ${n}`, { exact: true }).fill(String(qty));
}

/** Waits for the plan of the list as it is now, and returns its sheet count. */
export async function planSheets(page: Page): Promise<number> {
  await expect(page.getByTestId("cut-list-summary")).toContainText("Plan up to date", { timeout: 20_000 });
  const text = await page.getByTestId("summary-sheets").innerText();
  return Number(text);
}

/** The site's cutting order sheet filled in as a customer would: two good rows and one board we do not list. */
export async function filledCuttingSheet(dir: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const source = await readFile(path.join(process.cwd(), "public/sheets/cutting-order-sheet.xlsx"));
  await workbook.xlsx.load(source as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Array<Array<string | number | null>> = [
    ["1", "Imported side", "Plywood", "BWP / marine", 18, 720, 560, 2, "Along length", "Cut size", null],
    ["2", "Imported shelf", "MDF", null, 18, 564, 540, 3, "No grain (plain)", "Cut size", null],
    ["3", "Odd board", "Block board", "MR (interior)", 19, 500, 400, 1, null, null, null],
  ];
  rows.forEach((values, i) => values.forEach((v, c) => (sheet.getCell(layout.exampleRow + 1 + i, c + 1).value = v)));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "my-cutting-list.xlsx");
  await workbook.xlsx.writeFile(file);
  return file;
}

export const BAD_ROW = layout.exampleRow + 3;

/** Taps an edge of a part on its drawing until it has `mm` of band ("none" for none). */
export async function setBand(page: Page, part: number, edge: "L1" | "L2" | "W1" | "W2", mm: string) {
  const button = page.getByRole("button", { name: new RegExp(`^${edge} [^:]*: ${edge} band of part ${part},`) });
  const wanted = mm === "none" ? ": none." : `: ${mm} mm.`;
  for (let i = 0; i < 6; i++) {
    if ((await button.getAttribute("aria-label"))?.includes(wanted)) return;
    await button.click();
  }
  throw new Error(`${edge} of part ${part} never showed ${mm}`);
}

/** Pastes `text` into the focused field, as a paste from the clipboard reaches the page (a paste event carrying it). */
export async function pasteText(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
