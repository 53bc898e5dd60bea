import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";
import { BUSINESS } from "../tests/fixtures/business";

/** The Books page (issue 69): a month's return against the register, its two files, filing, at 390 and 1280 px, English and Tamil. */
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
}

for (const width of [390, 1280]) {
  test(`the office reads the month's return, downloads the GSTR-1 and the Tally vouchers, and may not file a month still running (${width} px)`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      isMobile: width < 500,
      hasTouch: width < 500,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const { token } = await signInByApi(page, await createAccount("admin", "books"));
    const auth = { Authorization: `Bearer ${token}` };
    expect((await page.request.put("/api/admin/business", { headers: auth, data: BUSINESS })).status()).toBe(200);
    // A sale this month: an order confirmed and invoiced.
    const order = await placeOrder(page.request, { guest });
    expect(
      (
        await page.request.patch(`/api/orders/${order.reference}`, { headers: auth, data: { status: "confirmed", confirmedPaise: 11_800_00 } })
      ).status(),
    ).toBe(200);
    expect((await page.request.post(`/api/admin/orders/${order.reference}/invoice`, { headers: auth, data: {} })).status()).toBe(201);

    await ready(page, "/admin/books");
    await expect(page.getByRole("heading", { name: "Books for the accountant", level: 1 })).toBeVisible();
    await page.getByTestId("books-month").fill(month);
    await expect(page.getByTestId("books-b2cs")).toContainText(/[1-9]/);
    await expect(page.getByTestId("books-agree")).toContainText("the same as the GST register's for the month");
    await expectNoViolations(page, "/admin/books");
    await page.screenshot({ path: info.outputPath(`books-en-${width}.png`), fullPage: true });

    const [gstr1] = await Promise.all([page.waitForEvent("download"), page.getByTestId("books-gstr1").click()]);
    expect(gstr1.suggestedFilename()).toBe(`GSTR1-${BUSINESS.gstin}-${month.slice(5)}${month.slice(0, 4)}.json`);
    const file = JSON.parse(await readFile((await gstr1.path())!, "utf8"));
    expect(file).toMatchObject({ gstin: BUSINESS.gstin, fp: `${month.slice(5)}${month.slice(0, 4)}` });
    expect(file.b2cs.length).toBeGreaterThan(0);
    const [tally] = await Promise.all([page.waitForEvent("download"), page.getByTestId("books-tally").click()]);
    expect(await readFile((await tally.path())!, "utf8")).toContain(`VCHTYPE="Sales"`);

    // Downloaded: the page says so; filing a month still running is refused, in words.
    const filing = page.getByTestId("books-filing");
    await expect(filing).toContainText("Return downloaded", { timeout: 10_000 });
    await filing.getByRole("button", { name: "Mark the return filed" }).click();
    await expect(filing.getByRole("alert")).toContainText(`${month} is not over yet`);

    // In Tamil: the switch, kept on the device.
    await page.getByTestId("floor-language").getByRole("button", { name: "தமிழ்" }).click();
    await expect(page.getByRole("heading", { name: "ஆடிட்டருக்கான கணக்குகள்", level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("books-month").fill(month);
    await expect(page.getByTestId("books-agree")).toContainText("GST பதிவேட்டில் உள்ளதும் இதுவே");
    await expectNoViolations(page, "/admin/books in Tamil");
    await page.screenshot({ path: info.outputPath(`books-ta-${width}.png`), fullPage: true });
    // No sideways scroll at this width, in either language.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId("floor-language").getByRole("button", { name: "English" }).click();
    await context.close();
  });
}
