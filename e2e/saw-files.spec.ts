/**
 * The saw's and the CNC's files (issue 18, part 5) from the cut-list page and
 * from an order: the DXF opens in a real DXF reader (ezdxf) with every part of
 * the plan on the screen, and the CSV carries the columns the saw imports.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { runPythonJson } from "../tests/tools/python";
import { closeDb } from "./admin-helpers";
import { addPart, openCutList, planSheets } from "./cut-list-helpers";
import { guest, placeOrder } from "./orders-helpers";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

interface DxfRead {
  version: string;
  errors: string[];
  polylines: { layer: string }[];
  texts: { layer: string; text: string }[];
}

async function save(page: Page, button: ReturnType<Page["getByRole"]>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return download;
}

test("the cut-list page gives a DXF drawing and a saw CSV per material, from the plan on the screen", async ({ page }) => {
  await openCutList(page);
  await addPart(page, 1, "Side", 720, 560, 3);
  await addPart(page, 2, "Shelf", 900, 300, 4);
  const sheets = await planSheets(page);
  const files = page.getByTestId("saw-files");
  await expect(files).toHaveCount(1);

  const dxf = await save(page, files.getByRole("button", { name: "DXF drawing of 18 mm BWP plywood" }));
  expect(dxf.suggestedFilename()).toBe("cut-list-18-mm-bwp-plywood.dxf");
  const read = runPythonJson<DxfRead>("read_dxf.py", [(await dxf.path())!]);
  expect(read.version).toBe("AC1021");
  expect(read.errors).toEqual([]);
  expect(read.polylines.filter((p) => p.layer === "SHEETS")).toHaveLength(sheets);
  expect(read.polylines.filter((p) => p.layer === "PARTS")).toHaveLength(7);
  const names = read.texts.filter((t) => t.layer === "LABELS").map((t) => t.text);
  expect(names.filter((n) => n === "Side")).toHaveLength(3);
  expect(names.filter((n) => n === "Shelf")).toHaveLength(4);

  const csv = await save(page, files.getByRole("button", { name: "CSV for the saw: cut list of 18 mm BWP plywood" }));
  expect(csv.suggestedFilename()).toBe("cut-list-18-mm-bwp-plywood-saw.csv");
  const lines = (await readFile((await csv.path())!, "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe('"Name","Length","Width","Quantity","Grain","L1","L2","W1","W2","Material","Note"');
  expect(lines.slice(1)).toEqual([expect.stringMatching(/^"Side","720","560","3","No",/), expect.stringMatching(/^"Shelf","900","300","4","No",/)]);
});

test("an order gives the same files for each of its materials, named after its reference", async ({ page }) => {
  const order = await placeOrder(page.request, { guest });
  await page.goto(order.link);
  const plan = page.getByTestId("order-plan");
  await expect(plan.getByTestId("saw-files")).toHaveCount(2); // plywood and the MDF shutters
  const dxf = await save(page, plan.getByRole("button", { name: "DXF drawing of 18 mm BWP plywood" }));
  expect(dxf.suggestedFilename()).toBe(`${order.reference}-18-mm-bwp-plywood.dxf`);
  const read = runPythonJson<DxfRead>("read_dxf.py", [(await dxf.path())!]);
  expect(read.errors).toEqual([]);
  expect(read.texts.map((t) => t.text)).toEqual(expect.arrayContaining(["Base side", "Wall top", "Plinth"]));
  const csv = await save(page, plan.getByRole("button", { name: "CSV for the saw: cut list of 18 mm BWP plywood" }));
  expect(csv.suggestedFilename()).toBe(`${order.reference}-18-mm-bwp-plywood-saw.csv`);
  expect(await readFile((await csv.path())!, "utf8")).toContain(
    '"Base side","720","560","2","No","2","","","","18 mm BWP plywood","4 shelf pin holes"',
  );
});
