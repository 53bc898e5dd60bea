/**
 * Placing an order with no network (issue 20, part 2, the outbox): the order
 * waits on the phone with its idempotency key, is sent by itself when the
 * network is back, shows its reference, and is placed exactly once, also when
 * the server took it but its answer was lost.
 */
import { expect, test, type Page } from "@playwright/test";
import { closeDb, countOrdersOf } from "./admin-helpers";
import { addPart, openCutList, planSheets } from "./cut-list-helpers";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function fillOrderForm(page: Page, name: string) {
  await openCutList(page);
  await addPart(page, 1, "Side", 720, 560, 2);
  await planSheets(page);
  // Opened from the keyboard, the form takes the focus on its first field (issue 38).
  // The button is enabled once the list has parts for the estimate too (debounced): focus() alone would not wait.
  await expect(page.getByTestId("place-order-open")).toBeEnabled();
  await page.getByTestId("place-order-open").focus();
  await expect(page.getByTestId("place-order-open")).toBeFocused();
  await page.keyboard.press("Enter");
  const form = page.getByTestId("order-form");
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Phone", { exact: true }).fill("+91 98431 22334");
  return form;
}

test("an order placed with no network waits on the phone and is placed once when the network is back", async ({ page, context }) => {
  const name = `Offline ${Math.random().toString(36).slice(2, 8)}`;
  const form = await fillOrderForm(page, name);
  await context.setOffline(true);
  await form.getByTestId("place-order").click();
  const note = page.getByTestId("order-queued");
  await expect(note).toContainText("No network just now: your order is saved on this phone.");
  // Issue 38: the note stays where the customer is looking (the page does not jump to the footer).
  await expect(note).toBeInViewport();
  await expect(page.getByTestId("outbox")).toContainText("Waiting for the network: your order of 2 pieces");
  expect(await countOrdersOf(name)).toBe(0);

  await context.setOffline(false);
  const outbox = page.getByTestId("outbox");
  await expect(outbox).toContainText(/Order KPW-\d{4}-\d{4,6} placed/, { timeout: 20_000 });
  await expect(outbox).not.toContainText("Waiting for the network");
  // The note, still in view, says the order went, with its number; the estimate no longer says there is no network.
  await expect(note).toContainText(/Order KPW-\d{4}-\d{4,6} sent from this phone: it is placed\./);
  await expect(note).toBeInViewport();
  await expect(page.getByTestId("offline-estimate")).toHaveCount(0, { timeout: 10_000 });
  expect(await countOrdersOf(name)).toBe(1);
  // Another visit sends nothing again.
  await page.reload();
  await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
  await page.waitForTimeout(2500);
  expect(await countOrdersOf(name)).toBe(1);
  await outbox.getByRole("link", { name: "Open it" }).click();
  await expect(page).toHaveURL(/\/orders\/KPW-/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test("an order the server took but whose answer was lost is placed once, when the outbox sends it again on the next visit", async ({
  page,
  context,
}) => {
  const name = `Lost answer ${Math.random().toString(36).slice(2, 8)}`;
  const form = await fillOrderForm(page, name);
  // The first send reaches the server, then the connection drops before the answer.
  let first = true;
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() !== "POST" || !first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await form.getByTestId("place-order").click();
  await expect(page.getByTestId("order-queued")).toBeVisible();
  expect(await countOrdersOf(name)).toBe(1);
  await page.unroute("**/api/orders");
  // The next visit to any page sends what waits, with the same key: the server answers with the order it already has.
  await page.goto("/about");
  await page.goto("/cut-list");
  await expect(page.getByTestId("outbox")).toContainText(/Order KPW-\d{4}-\d{4,6} placed/, { timeout: 20_000 });
  expect(await countOrdersOf(name)).toBe(1);
  void context;
});

test("with no network the estimate is worked out on the phone from the last prices it saw, and matches the workshop's", async ({ page, context }) => {
  await openCutList(page);
  await addPart(page, 1, "Side", 720, 560, 2);
  await planSheets(page);
  const panel = page.getByTestId("order-panel");
  await expect(panel.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/, { timeout: 30_000 });
  await context.setOffline(true);
  await page.getByLabel("Qty of part 1", { exact: true }).fill("9");
  await planSheets(page);
  const local = panel.getByTestId("offline-estimate");
  await expect(local).toContainText("No network: worked out on this phone from the workshop’s prices as of", { timeout: 20_000 });
  const offlineTotal = await local.getByTestId("estimate-total").innerText();
  await context.setOffline(false);
  await expect(panel.getByTestId("offline-estimate")).toHaveCount(0, { timeout: 20_000 });
  await expect(panel.getByTestId("estimate-total")).toHaveText(offlineTotal, { timeout: 30_000 });
});
