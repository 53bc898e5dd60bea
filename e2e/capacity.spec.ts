import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";
import cutTa from "../messages/islands/ta/cutlist.json" with { type: "json" };

/**
 * A day the workshop can keep (issue 70), at 390 and 1280 px, in English and Tamil: the cut list says when the list
 * would be ready and says so under the required-by day when that is earlier; the console's Capacity page draws the
 * stations' next days with the confirmed work on them; the owner sets the capacity on the Stations page.
 */
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
}

/** A part on the cut list, typed as a customer would. */
async function typeList(page: Page, labels: { add: string; name: string; length: string; width: string; qty: string }) {
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await page.getByRole("button", { name: labels.add }).click();
  await page.getByLabel(labels.name, { exact: true }).fill("Side");
  await page.getByLabel(labels.length, { exact: true }).fill("720");
  await page.getByLabel(labels.width, { exact: true }).fill("560");
  await page.getByLabel(labels.qty, { exact: true }).fill("4");
}

for (const width of [390, 1280]) {
  for (const locale of ["en", "ta"] as const) {
    test(`the cut list says the day it would be ready, and when the day asked for is earlier (${locale}, ${width} px)`, async ({ browser }, info) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 500, hasTouch: width < 500 });
      const page = await context.newPage();
      await ready(page, locale === "ta" ? "/ta/cut-list" : "/cut-list");
      await typeList(
        page,
        locale === "ta"
          ? { add: cutTa.editor.addPart, name: "பாகம் 1-இன் பெயர்", length: "பாகம் 1: நீளம்", width: "பாகம் 1: அகலம்", qty: "பாகம் 1: எண்ணிக்கை" }
          : { add: "Add part", name: "Name of part 1", length: "Length of part 1", width: "Width of part 1", qty: "Qty of part 1" },
      );
      const day = page.getByTestId("ready-by");
      await expect(day).toBeVisible({ timeout: 30_000 });
      await expect(day).toContainText(locale === "ta" ? "ரெடியாகும் நாள்" : "it would be ready by");
      // The day with its weekday, in the page's language.
      await expect(day.locator("strong")).toHaveText(locale === "ta" ? /^[஀-௿]+, \d{1,2} [஀-௿]+$/ : /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/);
      await page.screenshot({ path: info.outputPath(`ready-by-${locale}-${width}.png`), fullPage: false });

      // Asked for today: earlier than the workshop's first day unless the list is done today; said under the field.
      await page.getByTestId("place-order-open").click();
      const requiredBy = page.getByLabel(locale === "ta" ? "தேவைப்படும் நாள்" : "Required by", { exact: true });
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      await requiredBy.fill(today);
      const readyText = (await day.locator("strong").textContent()) ?? "";
      const field = page.getByTestId("order-form");
      if (!readyText.includes(String(Number(today.slice(8))) + " ")) {
        await expect(field).toContainText(locale === "ta" ? "ரெடியாக்கக்கூடிய முதல் நாள்" : "The earliest day the workshop can have this list ready");
      }
      await expectNoViolations(page, `the cut list's ready day (${locale}, ${width})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }

  test(`the console draws the stations' next days with the confirmed work, in English and Tamil (${width} px)`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 500, hasTouch: width < 500 });
    const page = await context.newPage();
    const { token } = await signInByApi(page, await createAccount("admin", "capacity"));
    const auth = { Authorization: `Bearer ${token}` };
    const order = await placeOrder(page.request, { guest });
    expect(
      (
        await page.request.patch(`/api/orders/${order.reference}`, { headers: auth, data: { status: "confirmed", confirmedPaise: 9_000_00 } })
      ).status(),
    ).toBe(200);

    await ready(page, "/admin/capacity");
    await expect(page.getByRole("heading", { name: "Capacity", level: 1 })).toBeVisible();
    const chart = page.getByTestId("capacity-chart");
    await expect(chart.getByTestId("capacity-cut").locator("td")).toHaveCount(14);
    // The confirmed order is on a day of the saw.
    await expect(chart.getByTestId("capacity-cut")).toContainText(order.reference);
    await expectNoViolations(page, "/admin/capacity");
    await page.screenshot({ path: info.outputPath(`capacity-en-${width}.png`), fullPage: true });

    await page.getByTestId("floor-language").getByRole("button", { name: "தமிழ்" }).click();
    await expect(page.getByRole("heading", { name: "வேலைத் திறன்", level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("capacity-chart")).toContainText("கட்டிங்");
    await expectNoViolations(page, "/admin/capacity in Tamil");
    await page.screenshot({ path: info.outputPath(`capacity-ta-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId("floor-language").getByRole("button", { name: "English" }).click();

    // The owner sets the capacity on the Stations page; a bad holiday is refused at its field.
    await ready(page, "/admin/stations");
    const form = page.getByTestId("capacity-settings");
    await expect(form.getByLabel("Sun")).not.toBeChecked();
    await form.getByLabel(/Holidays/).fill("25-12-2026");
    await form.getByRole("button", { name: "Save capacity" }).click();
    await expect(form).toContainText("A holiday is a date, YYYY-MM-DD");
    await form.getByLabel(/Holidays/).fill("");
    await form.getByRole("button", { name: "Save capacity" }).click();
    await expect(form).toContainText("Capacity saved");
    await page.screenshot({ path: info.outputPath(`capacity-settings-${width}.png`), fullPage: true });
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`a confirmed order's Tamil page says the promised day, its money tiles inside the screen (${width} px)`, async ({ browser }, info) => {
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await signInByApi(admin, await createAccount("admin", "admin"));
    const order = await placeOrder(admin.request, { guest, boardsBy: "customer" });
    const confirmed = await admin.request.patch(`/api/orders/${order.reference}`, { data: { status: "confirmed", confirmedPaise: 43_321_80 } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await staff.close();

    const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 500, hasTouch: width < 500 });
    const page = await context.newPage();
    await ready(page, `/ta${order.link}`);
    const promised = page.getByTestId("promised-on");
    await expect(promised).toHaveText(/^[஀-௿]+, \d{1,2} [஀-௿]+$/);
    await expect(promised.locator("xpath=ancestor::div[1]")).toContainText("ரெடியாகும் நாள்");
    const tiles = page.getByTestId("money-figures");
    await expect(tiles).toContainText("₹43,321.80");
    // Every tile's words and amount inside its tile (walk 6, K7).
    for (const tile of await tiles.locator(":scope > div").all()) {
      expect(await tile.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`order-ta-${width}.png`), fullPage: true });
    await context.close();
  });
}
