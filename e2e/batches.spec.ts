/**
 * Issue 40, part 1 in the console: staff choose confirmed orders of the workshop's boards, cut them together, read
 * the batch's boards against the orders' own plans, print its workshop pack (read back from the PDF: every order's
 * parts are on it) and its labels, sorted by order, each with the batch's sheet.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";
import { cutRow } from "../tests/fixtures/orders";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

/** (MR plywood: no other test file puts offcuts of it in the shared store, which a batch may take.)
 * A small cabinet of 18 mm MR plywood, confirmed: 5 pieces, each order on its own board. */
async function smallOrder(request: APIRequestContext, token: string, n: number) {
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      cutRow({ name: `Side ${n}`, material: "mr-ply-18", length: 720, width: 320, quantity: 2 }),
      cutRow({ name: `Shelf ${n}`, material: "mr-ply-18", length: 580, width: 300, quantity: 1 }),
      cutRow({ name: `Shutter ${n}`, material: "mr-ply-18", length: 700, width: 290, quantity: 2, grain: true }),
    ],
  };
  const order = await placeOrder(request, { cutList, guest });
  const res = await request.patch(`/api/orders/${order.reference}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "confirmed", confirmedPaise: 300000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return order.reference;
}

test("staff cut three orders together, and print the batch's pack and labels", async ({ page }) => {
  const admin = await createAccount("admin", "batcher");
  const { token } = await signInByApi(page, admin);
  const refs: string[] = [];
  for (const n of [1, 2, 3]) refs.push(await smallOrder(page.request, token, n));

  await page.goto("/admin/batches");
  const group = page.getByRole("group", { name: "18 mm MR plywood" });
  for (const ref of refs) await group.getByRole("checkbox", { name: new RegExp(ref) }).check();
  await page.getByRole("button", { name: "Cut 3 orders together" }).click();
  await expect(page).toHaveURL(/\/admin\/batches\/B-\d{4}-\d{4}$/, { timeout: 30_000 });
  const id = page.url().split("/").at(-1)!;
  const figures = page.getByTestId("batch-figures");
  // Three orders of five pieces: one board each on their own, fewer together.
  const row = figures.getByRole("row", { name: /18 mm MR plywood/ });
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^[12] \(3\)$/);
  await expect(page.getByTestId("batch-page")).toContainText("less than cutting each order on its own");
  // Its files for the saw, and the offcuts its plan leaves, to put in the store.
  await expect(page.getByTestId("saw-files").first()).toBeVisible();
  await expect(page.getByTestId("order-offcuts")).toContainText("Offcuts to keep");

  // The order's console page names its batch.
  await page.goto(`/admin/orders/${refs[0]}`);
  await expect(page.getByTestId("order-batch")).toContainText(id);

  // The pack, printed and read back: every order's parts are on its sheets, with their orders.
  await page.goto(`/admin/batches/${id}/pack`);
  await expect(page.getByTestId("pack-sheet").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await page.evaluate(() => document.fonts.ready);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: null });
  if (spawnSync("sh", ["-c", "command -v pdftotext"]).status === 0) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "batch-pack-")), "pack.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain(`Batch ${id}`);
    for (const ref of refs) {
      expect(text).toContain(`${ref} #1 Side`);
      expect(text).toContain(`${ref} #3 Shutter`);
    }
    expect(text).toContain("Cut sequence");
  } else if (process.env.CI) throw new Error("pdftotext is needed to read the batch's pack back (apt-get install poppler-utils)");

  // The labels: one per piece, sorted by order, each with the batch's sheet it is cut from.
  await page.goto(`/admin/batches/${id}/labels`);
  const labels = page.getByTestId("part-label");
  await expect(labels).toHaveCount(15);
  const codes = await page.getByTestId("part-label-code").allTextContents();
  expect(codes.slice(0, 5).every((c) => c.startsWith(`${refs[0]}/`))).toBe(true);
  expect(codes.slice(10).every((c) => c.startsWith(`${refs[2]}/`))).toBe(true);
  await expect(labels.first()).toContainText(new RegExp(`Sheet \\d of \\d · ${id}`));
});
