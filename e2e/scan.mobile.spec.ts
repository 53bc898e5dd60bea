/**
 * Issue 40 on a phone at 390 px: the scan page reads a label's QR code from the camera (Chromium's fake video
 * capture playing a frame of the code) and records the piece at the chosen station; a label typed by hand with no
 * signal waits on the phone and is sent once when the signal is back; the customer's page then shows the progress
 * in both languages. The stations console on the same phone: a save that crosses another screen's is a conflict,
 * handled by the consoles' one save (lib/client/console-save.ts).
 */
import { chromium, expect, test, type APIRequestContext } from "@playwright/test";
import path from "node:path";
import { closeDb, createAccount, signInByApi, type Account } from "./admin-helpers";
import { writeQrVideo } from "./helpers/qr-video";
import { placeOrder, guest } from "./orders-helpers";
import en from "../messages/en.json";
import ta from "../messages/ta.json";
import taWords from "../messages/islands/ta/words.json";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(closeDb);

let admin: Account;
test.beforeAll(async () => {
  admin = await createAccount("admin", "admin");
});

/** A guest's order of the customer's own boards, confirmed by the workshop (so its pieces can be scanned). */
async function confirmedOrder(request: APIRequestContext, token: string) {
  const order = await placeOrder(request, { boardsBy: "customer", guest });
  const res = await request.patch(`/api/orders/${order.reference}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "confirmed", confirmedPaise: 250000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return order;
}

test("a label read by the camera is recorded at the station, in words, and the order moves into production", async ({ page, baseURL }, info) => {
  const { token } = await signInByApi(page, admin);
  const order = await confirmedOrder(page.request, token);
  // The label's code as printed: the whole link (the scan page reads the piece out of it).
  const video = path.join(info.outputDir, "label.y4m");
  await import("node:fs").then((fs) => fs.mkdirSync(info.outputDir, { recursive: true }));
  writeQrVideo(video, `${baseURL}/p/${order.reference}/1/2`);

  const launch = info.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ["camera"],
    });
    const phone = await context.newPage();
    await signInByApi(phone, admin);
    await phone.goto("/admin/scan");
    await phone.getByRole("radio", { name: "Cutting" }).check();
    await phone.getByRole("button", { name: "Scan with the camera" }).click();

    const answer = phone.getByTestId("scan-answer").first();
    await expect(answer.getByTestId("scan-line")).toHaveText(`Base side, 2 of 2 · ${order.reference} · cut ✓`, { timeout: 15_000 });
    await expect(answer.getByTestId("scan-moved")).toHaveText("The order is now in production.");
    await expect(answer.getByTestId("scan-to-come")).toContainText(
      `Still to come at cutting for ${order.reference}: 9 (#1 Base side, 1 of 2; #2 Base bottom;`,
    );
    // The camera keeps seeing the same label for longer than the 3 s that part two looks: it is still one scan, not
    // one per frame nor one every 3 s.
    await phone.waitForTimeout(4000);
    await expect(phone.getByTestId("scan-answer")).toHaveCount(1);
    await phone.getByRole("button", { name: "Stop the camera" }).click();

    const stored = await (await phone.request.get(`/api/orders/${order.reference}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored.order.status).toBe("in-production");
    expect(stored.order.production.stations[0]).toMatchObject({ id: "cut", done: 1, of: 10 });
    await context.close();
  } finally {
    await browser.close();
  }
});

test("scans typed with no signal wait on the phone and are sent once; the customer sees the progress in both languages", async ({
  page,
  context,
}) => {
  const { token } = await signInByApi(page, admin);
  const order = await confirmedOrder(page.request, token);
  await page.goto("/admin/scan");
  await page.getByRole("radio", { name: "Cutting" }).check();
  const code = page.getByLabel("Label torn? Type its code");

  // A code that names no piece is refused on the phone, with the field's own message.
  await code.fill("KPW-42");
  await page.getByRole("button", { name: "Record" }).click();
  await expect(page.locator("#scan-code-error")).toHaveText("Type the code under the label's QR code, e.g. KPW-2026-0042/3/2");

  await context.setOffline(true);
  for (const c of [`${order.reference}/1/1`, `${order.reference}/1/1`, `${order.reference}/2/1`]) {
    await code.fill(c);
    await page.getByRole("button", { name: "Record" }).click();
    await expect(code).toHaveValue("");
  }
  // The same piece at the same station waits once.
  await expect(page.getByTestId("scans-waiting")).toContainText("2 scans wait on this phone");
  await expect(page.getByTestId("scan-queued").first()).toContainText("kept on this phone");

  await context.setOffline(false);
  await expect(page.getByTestId("scans-waiting")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("scan-answer")).toHaveCount(2);
  await expect(page.getByTestId("scan-answer").first()).toContainText("sent from this phone's queue");

  const stored = await (await page.request.get(`/api/orders/${order.reference}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(stored.order.production.stations[0]).toMatchObject({ id: "cut", done: 2, of: 10 });
  expect(stored.order.history.filter((h: { status: string }) => h.status === "in-production")).toHaveLength(1);

  // The customer's page, by the guest link, in English and in Tamil.
  await page.goto(order.link);
  await expect(page.getByTestId("order-progress")).toContainText("In the workshop");
  await expect(page.getByTestId("order-progress")).toContainText("2 of 10 pieces cut");
  await expect(page.getByTestId("order-progress")).toContainText("0 of 10 pieces packed");
  // The history's reason the scan wrote, in each page's language (issue 66: kept keyed, not English on a Tamil page).
  await expect(page.getByTestId("order-history")).toContainText(en.Said.historyFirstPiece.replace("{station}", "cutting"));
  await page.goto(`/ta${order.link}`);
  await expect(page.getByTestId("order-progress")).toContainText("வொர்க்ஷாப்பில் வேலை நிலை");
  await expect(page.getByTestId("order-progress")).toContainText("10 துண்டுகளில் 2 கட்டிங் ஆனது");
  await expect(page.getByTestId("order-history")).toContainText(ta.Said.historyFirstPiece.replace("{station}", taWords.stations.cut.name));
  await expect(page.getByTestId("order-history")).not.toContainText("First piece scanned");
});

test("the stations console: a rename saved from a second screen meanwhile is a conflict, said once, and the next save holds", async ({
  page,
  context,
}) => {
  await signInByApi(page, admin);
  const original = await (await page.request.get("/api/admin/stations")).json();
  const other = await context.newPage();
  try {
    // Both screens load the stations; the first saves a new name for the packing station.
    await page.goto("/admin/stations");
    await other.goto("/admin/stations");
    const packing = (p: typeof page) => p.getByLabel("Name", { exact: true }).nth(3);
    await expect(packing(other)).toHaveValue("Packing");
    await packing(page).fill("Packing bench");
    await page.getByRole("button", { name: "Save stations" }).click();
    await expect(page.getByRole("status")).toHaveText("Stations saved. The scan page uses them at once.");

    // The second screen's save is refused: it says who changed them and that the stored list was loaded again; its draft stays.
    await packing(other).fill("Packing table");
    await other.getByRole("button", { name: "Save stations" }).click();
    const refused = other.getByRole("alert").filter({ hasText: "changed the stations since you loaded them." });
    await expect(refused).toContainText("The stored version was loaded again: check your changes and save.");
    await expect(packing(other)).toHaveValue("Packing table");
    // Saved again, it holds: the version is the one just loaded.
    await other.getByRole("button", { name: "Save stations" }).click();
    await expect(other.getByRole("status")).toHaveText("Stations saved. The scan page uses them at once.");
    const stored = await (await page.request.get("/api/admin/stations")).json();
    expect(stored.stations[3].name).toBe("Packing table");
    expect(stored.version).toBe(original.version + 2);
  } finally {
    const now = await (await page.request.get("/api/admin/stations")).json();
    await page.request.put("/api/admin/stations", { data: { stations: original.stations, version: now.version } });
    await other.close();
  }
});
