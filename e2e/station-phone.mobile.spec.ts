/**
 * Issue 51 on a phone at 390 px: the office pairs a phone to the cutting station by a one-time code; the phone types
 * it on the scan page (in Tamil, as the person holding it chooses), scans a piece at its station with no password,
 * is refused at another station, and once revoked is refused at its very next scan.
 */
import { expect, test } from "@playwright/test";
import { closeDb, createAccount, signInByApi, type Account } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(closeDb);

let owner: Account;
test.beforeAll(async () => {
  owner = await createAccount("admin", "admin");
});

test("a phone paired by its code scans at its station, is refused at another, and is revoked", async ({ browser, page, baseURL }, info) => {
  const { token } = await signInByApi(page, owner);
  const auth = { Authorization: `Bearer ${token}` };
  const order = await placeOrder(page.request, { boardsBy: "customer", guest });
  expect(
    (await page.request.patch(`/api/orders/${order.reference}`, { headers: auth, data: { status: "confirmed", confirmedPaise: 250000 } })).status(),
  ).toBe(200);
  const made = await page.request.post("/api/admin/devices", { headers: auth, data: { name: "Cutting phone", stations: ["cut"] } });
  expect(made.status()).toBe(201);
  const { code, id } = (await made.json()) as { code: string; id: string };

  // The phone: nobody signed in. The scan page offers pairing; the person reads Tamil.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto("/admin/scan");
  const pairing = phone.getByTestId("pair-phone");
  await expect(pairing).toBeVisible();
  await pairing.getByRole("button", { name: "தமிழ்" }).click();
  await expect(pairing.getByRole("heading")).toHaveText("இந்தப் போனை அதன் ஸ்டேஷனோடு இணையுங்கள்");
  // A wrong code is refused under the field, in Tamil.
  await pairing.getByLabel("பேரிங் கோடு").fill("ABCDE-FGHJK");
  await pairing.getByRole("button", { name: "இந்தப் போனை இணை" }).click();
  await expect(pairing.locator("#pair-code-error")).toContainText("இந்தப் பேரிங் கோடு சரியில்லை");
  await phone.screenshot({ path: info.outputPath("pair-ta-390.png"), fullPage: true });
  await pairing.getByLabel("பேரிங் கோடு").fill(`${code.slice(0, 5)}-${code.slice(5)}`);
  await pairing.getByRole("button", { name: "இந்தப் போனை இணை" }).click();

  // Paired: the scan page in the language the phone chose (walk C5), its own station only.
  await expect(phone.getByRole("heading", { name: "துண்டுகளை ஸ்கேன் செய்யுங்கள்" })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByText("இது Cutting phone.")).toBeVisible();
  await phone.getByRole("radio", { name: "கட்டிங்" }).check();
  const tamilTyped = phone.getByLabel("லேபிள் கிழிந்துவிட்டதா? அதன் கோடை டைப் செய்யுங்கள்");
  await tamilTyped.fill("KPW-2026");
  await phone.getByRole("button", { name: "பதிவு செய்" }).click();
  await expect(phone.locator("#scan-code-error")).toContainText("லேபிளின் QR கோடுக்குக் கீழே");
  await phone.screenshot({ path: info.outputPath("scan-ta-390.png"), fullPage: true });
  // The phone keeps its language; the switch takes it back to English.
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "துண்டுகளை ஸ்கேன் செய்யுங்கள்" })).toBeVisible();
  await phone.getByTestId("floor-language").getByRole("button", { name: "English" }).click();
  await expect(phone.getByRole("heading", { name: "Scan pieces" })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByText("This phone is Cutting phone.")).toBeVisible();
  await expect(phone.getByRole("radio")).toHaveCount(1);
  await phone.getByRole("radio", { name: "Cutting" }).check();
  const typed = phone.getByLabel("Label torn? Type its code");
  await typed.fill(`${order.reference}/1/1`);
  await phone.getByRole("button", { name: "Record" }).click();
  await expect(phone.getByTestId("scan-answer").first()).toContainText(order.reference);
  await phone.screenshot({ path: info.outputPath("scan-device-390.png"), fullPage: true });

  // Another station: refused, saying so.
  const other = await phone.request.post("/api/admin/scans", { data: { code: `${order.reference}/1/2`, station: "pack", skipAhead: true } });
  expect(other.status()).toBe(403);
  expect((await other.json()).message).toBe("This phone is paired to cutting: it cannot scan at packing.");
  // The console is not the phone's.
  expect((await phone.request.get("/api/admin/orders")).status()).toBe(403);

  // Revoked from the console: its very next scan is refused, and the page offers pairing again.
  expect((await page.request.delete(`/api/admin/devices/${id}`, { headers: auth })).status()).toBe(200);
  await typed.fill(`${order.reference}/1/2`);
  await phone.getByRole("button", { name: "Record" }).click();
  // Told it was unpaired, not to sign in (walk C6), and offered to pair again.
  await expect(phone.getByTestId("scan-refused").first()).toContainText("This phone is no longer paired");
  await phone.getByTestId("pair-again").click();
  await expect(phone.getByTestId("pair-phone")).toBeVisible();
  await context.close();
});
