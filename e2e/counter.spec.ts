/**
 * The counter as a carpenter uses it (issue 21): undo, the list's material and
 * band, holes in their own fields, the edge drawing, the WhatsApp message with
 * everything the workshop needs, the cut order on screen, the plan's status
 * never covered, estimate lines that multiply out, and a guest order that
 * joins the account made afterwards.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { closeDb } from "./admin-helpers";
import { addPart, openCutList, planSheets, setBand } from "./cut-list-helpers";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

const undoBar = (page: Page) => page.getByTestId("undo-bar");

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every edit can be undone: the snackbar after a delete, Ctrl+Z and Ctrl+Shift+Z from the keyboard", async ({ page }) => {
    await openCutList(page);
    await addPart(page, 1, "Side", 720, 560, 2);
    await addPart(page, 2, "Shelf", 560, 500, 3);
    await page.getByRole("button", { name: "Delete part 2" }).click();
    await expect(page.getByTestId("cut-list-row")).toHaveCount(1);
    await expect(undoBar(page)).toContainText("Part 2 deleted");
    await undoBar(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("cut-list-row")).toHaveCount(2);
    await expect(page.getByLabel("Name of part 2", { exact: true })).toHaveValue("Shelf");

    // From the keyboard, outside a text field (a text field keeps its own undo of the typing).
    await page.getByRole("button", { name: "Duplicate part 1" }).click();
    await expect(page.getByTestId("cut-list-row")).toHaveCount(3);
    await page.getByRole("heading", { name: "Plan" }).click();
    await page.keyboard.press("Control+z");
    await expect(page.getByTestId("cut-list-row")).toHaveCount(2);
    await page.keyboard.press("Control+Shift+z");
    await expect(page.getByTestId("cut-list-row")).toHaveCount(3);
    // Typing in one field is one step.
    await page.getByLabel("Name of part 1", { exact: true }).fill("Side panel");
    await page.getByRole("heading", { name: "Plan" }).click();
    await page.keyboard.press("Control+z");
    await expect(page.getByLabel("Name of part 1", { exact: true })).toHaveValue("Side");
  });

  test("the list's material and band: set once for new parts, and applied to all parts in one step", async ({ page }) => {
    await openCutList(page);
    await page.getByLabel("Material of new parts").selectOption({ label: "18 mm MDF" });
    await page.getByLabel("Edge band of new parts (all four edges)").selectOption("0.8");
    await addPart(page, 1, "Shutter", 716, 396, 2);
    await expect(page.getByRole("button", { name: /^L1 0.8: L1 band of part 1, first long edge: 0.8 mm/ })).toBeVisible();
    await expect(page.getByTestId("cut-list-row").first().locator("select").first()).toHaveValue("mdf-18");
    await page.getByLabel("Material of new parts").selectOption({ label: "18 mm BWP plywood" });
    await addPart(page, 2, "Side", 720, 560, 2);
    await page.getByRole("button", { name: "Apply this material to all parts" }).click();
    for (const row of await page.getByTestId("cut-list-row").all()) await expect(row.locator("select").first()).toHaveValue("bwp-ply-18");
    await expect(undoBar(page)).toContainText("material applied to all 2 parts");
    await undoBar(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("cut-list-row").first().locator("select").first()).toHaveValue("mdf-18");
  });

  test("edges are tapped on the part's drawing; holes have fields, and the note is read for older lists; both reach the estimate", async ({
    page,
  }) => {
    await openCutList(page);
    await addPart(page, 1, "Shutter", 716, 396, 2);
    await setBand(page, 1, "L1", "0.8");
    await setBand(page, 1, "W2", "2");
    await expect(page.getByRole("button", { name: /^L2 –: L2 band of part 1, second long edge: none/ })).toBeVisible();
    await page.getByLabel("Hinge cups per piece of part 1").fill("2");
    await addPart(page, 2, "Shelf", 560, 500, 3);
    await page.getByLabel("Note for part 2").fill("4 shelf pin holes");
    await expect(page.getByText("Read from the note: 4 other holes per piece")).toBeVisible();
    await planSheets(page);
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toContainText("Hinge cups (Ø35 mm)");
    await expect(estimate).toContainText("4 holes"); // 2 cups × 2 pieces
    await expect(estimate).toContainText("12 holes"); // 4 holes × 3 pieces
    // Every line multiplies out as printed: quantity × rate = amount, to the paisa.
    for (const line of await estimate.locator("tbody tr").all()) {
      const cells = await line.locator("td").allInnerTexts();
      const m = /^([\d.]+) \D+ × ₹([\d,]+\.\d\d)$/.exec(cells[0]?.trim() ?? "");
      if (!m) continue;
      const amount = Number((cells[1] ?? "").replace(/[₹,]/g, ""));
      expect(Math.round(Number(m[1]) * Number(m[2].replace(/,/g, "")) * 100), cells.join(" | ")).toBe(Math.round(amount * 100));
    }
    await expectNoViolations(page, "cut list with edges and holes");
  });

  test("the WhatsApp message carries each part's bands, holes and note; the sheet view lists its parts and the cut order", async ({ page }) => {
    await openCutList(page);
    await addPart(page, 1, "Shutter", 716, 396, 2);
    for (const edge of ["L1", "L2", "W1", "W2"] as const) await setBand(page, 1, edge, "1");
    await page.getByLabel("Hinge cups per piece of part 1").fill("2");
    await page.getByLabel("Note for part 1").fill("handle left");
    await planSheets(page);
    const href = await page.getByRole("link", { name: "Send this cut list on WhatsApp" }).getAttribute("href");
    const text = new URL(href!).searchParams.get("text")!;
    expect(text).toContain('1. Shutter: 716 × 396 mm × 2, 18 mm BWP plywood, band L1 L2 W1 W2 1 mm, 2 hinge cups per piece, "handle left"');

    await page.getByRole("button", { name: /^Sheet 1 of 1/ }).click();
    const dialog = page.getByTestId("sheet-dialog");
    await expect(dialog.getByTestId("sheet-parts")).toContainText("1 Shutter: 716 × 396 × 2");
    await dialog.getByLabel("Show cut order").check();
    await expect(dialog.getByTestId("cut-sequence").locator("li").first()).toContainText(/^1\. Trim at/);
    await expect(
      dialog
        .getByRole("img", { name: /Sheet 1 layout, large/ })
        .locator("circle")
        .first(),
    ).toBeVisible();
  });

  test("a list too long to write out goes on WhatsApp as a link that opens all of it on another phone, added after its own list", async ({
    page,
    browser,
  }) => {
    await openCutList(page);
    const csv = [
      "Qty,Part name,Length (mm),Width (mm),Material,Grain,L1,L2,W1,W2,Notes",
      ...Array.from(
        { length: 60 },
        (_, i) =>
          `2,Wardrobe part ${i + 1},${400 + i * 5},${300 + (i % 9) * 10},18 mm MDF,${i % 2 ? "yes" : "no"},1,,0.45,,"2 hinge cups, handle ${i + 1}"`,
      ),
    ].join("\n");
    await page.locator("#cut-list-import").setInputFiles({ name: "wardrobe.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByTestId("import-report").getByRole("button", { name: "OK" }).click();
    await expect(page.getByTestId("cut-list-row")).toHaveCount(60);
    await planSheets(page);
    const share = page.getByRole("link", { name: "Send this cut list on WhatsApp" });
    await expect(share).toHaveAttribute("href", /cut-list%23list%3D/);
    const text = new URL((await share.getAttribute("href"))!).searchParams.get("text")!;
    const [intro, link] = text.split("\n").slice(-2);
    expect(intro).toMatch(/^…and \d+ more parts\. Every part, with its bands, holes and notes, opens in this link:$/);
    expect(new URL(link).pathname).toBe("/cut-list");

    // The workshop's phone, with a list of its own.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await other.newPage();
    await openCutList(phone);
    await addPart(phone, 1, "Own part", 500, 400, 1);
    await phone.goto(new URL(link).pathname + new URL(link).hash);
    const offer = phone.getByTestId("shared-list");
    await expect(offer).toContainText("This link carries a cut list: 60 parts, 120 pieces");
    await expect(offer).toContainText("Your own 1 part stays; these are added after them.");
    await offer.getByRole("button", { name: "Add 60 parts to my list" }).click();
    await expect(phone.getByTestId("cut-list-row")).toHaveCount(61);
    await expect(phone.getByLabel("Name of part 1", { exact: true })).toHaveValue("Own part");
    await expect(phone.getByLabel("Name of part 61", { exact: true })).toHaveValue("Wardrobe part 60");
    await expect(phone.getByLabel("Note for part 61", { exact: true })).toHaveValue("2 hinge cups, handle 60");
    expect(new URL(phone.url()).hash).toBe("");
    await expect(offer).toBeHidden();
    await expect(undoBar(phone)).toContainText("60 parts added from the link");

    // A link cut short, opened afresh (from the chat, not within the open page), says so and changes nothing.
    await phone.goto("/");
    await phone.goto(`/cut-list#list=${new URL(link).hash.slice(6, 200)}`);
    await expect(phone.getByTestId("shared-list")).toContainText("could not be read: it may have been cut short");
    await expect(phone.getByTestId("cut-list-row")).toHaveCount(61);
    await other.close();
  });

  test("a workbook printed from the export fits the page: A4, landscape, one page wide, the header repeated", async ({ page }) => {
    await openCutList(page);
    await addPart(page, 1, "Side", 720, 560, 2);
    await planSheets(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export plan (.xlsx)" }).click();
    const file = await (await download).path();
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file!);
    for (const ws of wb.worksheets) {
      expect(ws.pageSetup).toMatchObject({ paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: "1:1" });
      ws.getRow(1).eachCell((cell, col) =>
        expect(ws.getColumn(col).width ?? 0, String(cell.value)).toBeGreaterThanOrEqual(String(cell.value).length),
      );
    }
    expect(wb.getWorksheet("Cut list")!.pageSetup.orientation).toBe("landscape");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the plan's status stays readable: the back-to-top button sits above the summary bar", async ({ page }) => {
    await openCutList(page);
    for (let i = 1; i <= 6; i++) await addPart(page, i, `Part ${i}`, 700, 400, 2);
    await planSheets(page);
    // Done typing (back to top steps aside while a field has the keyboard), then scrolled down.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.wheel(0, 3000);
    const status = page.getByTestId("plan-status");
    const back = page.getByRole("button", { name: "Back to top" });
    await expect(back).toBeVisible();
    const a = (await status.boundingBox())!;
    const b = (await back.boundingBox())!;
    const overlap = !(b.x > a.x + a.width || b.x + b.width < a.x || b.y > a.y + a.height || b.y + b.height < a.y);
    expect(overlap).toBe(false);
  });

  test("a guest's order joins the account made afterwards on the same phone; the new account lands back on its page", async ({ page }) => {
    await openCutList(page);
    await addPart(page, 1, "Side", 720, 560, 2);
    await planSheets(page);
    const panel = page.getByTestId("order-panel");
    await expect(panel.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/, { timeout: 30_000 });
    await panel.getByTestId("place-order-open").click();
    const form = page.getByTestId("order-form");
    await form.getByLabel("Name", { exact: true }).fill("Murugan K");
    await form.getByLabel("Phone", { exact: true }).fill("+91 98431 22334");
    await form.getByRole("button", { name: "Confirm order" }).click();
    await expect(page).toHaveURL(/\/orders\/KPW-\d{4}-\d{4,6}\?key=/, { timeout: 30_000 });
    const reference = /\/orders\/(KPW-\d{4}-\d{4,6})/.exec(page.url())![1];

    // A new account, made from the order page: the customer stays on the order page.
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Sign Up" }).click();
    const signup = page.getByTestId("signup-dialog");
    const email = `guest-${Date.now()}@example.com`;
    await signup.getByLabel("Name").fill("Murugan K");
    await signup.getByLabel("Email").fill(email);
    await signup.getByLabel("Phone").fill("+91 98431 22334");
    await signup.getByLabel("Password", { exact: true }).fill("Plywood-Edge-2440x1220");
    await signup.getByRole("button", { name: "Sign Up" }).click();
    await expect(signup).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/orders/${reference}\\?key=`));

    // The account page offers the order placed from this phone; one tap adds it.
    await page.goto("/account");
    const offer = page.getByTestId("guest-orders-here");
    await expect(offer).toContainText(reference, { timeout: 15_000 });
    await offer.getByRole("button", { name: "Add to my account" }).click();
    await expect(page.getByTestId("my-order").filter({ hasText: reference })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("guest-orders-here")).toHaveCount(0);
  });
});
