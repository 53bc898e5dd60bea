import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(closeDb);

test("at 390 px: a guest's order page reads without sideways scrolling and passes axe", async ({ page }) => {
  const order = await placeOrder(page.request, { guest });
  await page.goto(order.link);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
  await expect(page.getByTestId("order-reference")).toHaveText(order.reference);
  await expect(page.getByTestId("order-status")).toHaveText("Received");
  await expect(page.getByTestId("send-whatsapp")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page, "orders.mobile.spec.ts");
});

test("at 390 px: a signed-in customer sees the order in /account and its new status after the workshop moves it", async ({ page }) => {
  const customer = await createAccount("user", "mobile");
  await signInByApi(page, customer);
  const order = await placeOrder(page.request);
  await page.goto("/account");
  await expect(page.getByTestId("my-orders").getByRole("link", { name: order.reference, exact: true })).toBeVisible({ timeout: 15_000 });

  const admin = await createAccount("admin", "mobile-admin");
  const adminContext = await page.context().browser()!.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, admin);
  for (const body of [{ status: "confirmed", confirmedPaise: 1_250_000 }, { status: "in-production" }, { status: "ready-for-pickup" }]) {
    const res = await adminPage.request.patch(`/api/orders/${order.reference}`, { data: body });
    expect(res.status(), await res.text()).toBe(200);
  }
  await adminContext.close();

  await page.getByTestId("my-orders").getByRole("link", { name: order.reference, exact: true }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Ready for pickup", { timeout: 15_000 });
  await expect(page.getByTestId("confirmed-price")).toHaveText("₹12,500.00");
  await expectNoViolations(page, "orders.mobile.spec.ts");
});
