import { expect, test, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { expectNoViolations } from "./helpers/axe";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder, seedStoredList } from "./orders-helpers";
import ta from "../messages/ta.json";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });
test.afterAll(closeDb);

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
}

test("a guest orders a 10-part list from the cut-list page: estimate, name and phone, confirmation page", async ({ page }) => {
  await seedStoredList(page);
  await ready(page, "/cut-list");
  const panel = page.getByTestId("order-panel");
  await expect(panel.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/, { timeout: 30_000 });
  await expect(panel).toContainText("GST 18%");
  await expect(panel).toContainText("This is an estimate");
  await panel.getByRole("radio", { name: "The workshop" }).check();
  await expect(panel.getByTestId("estimate")).toContainText("Board: 18 mm BWP plywood", { timeout: 30_000 });
  // Only the order panel: the cut-list page around it is the cut-list branch's (and has its own axe test).
  await expectNoViolations(page, "/cut-list's order panel", '[data-testid="order-panel"]');
  await panel.getByTestId("place-order-open").click();
  const form = page.getByTestId("order-form");
  await form.getByRole("button", { name: "Confirm order" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByLabel("Name", { exact: true }).fill("Murugan K");
  await form.getByLabel("Phone", { exact: true }).fill("+91 98431 22334");
  await form.getByLabel("Site or project name (optional)").fill("Villa 7, Vadavalli");
  // Delivered to the site: its PIN code is asked beside the address (the e-way bill's destination, issue 54).
  await form.getByRole("radio", { name: "Deliver to site" }).check();
  await form.getByLabel("Delivery address").fill("Villa 7, Vadavalli, Coimbatore");
  await form.getByLabel("Delivery PIN code").fill("64104");
  await form.getByRole("button", { name: "Confirm order" }).click();
  await expect(form.getByText("Enter the six-digit PIN code, e.g. 641021")).toBeVisible();
  await expect(form.getByLabel("Delivery PIN code")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Delivery PIN code").fill("641041");
  // Billing details for the GST invoice, with a mistyped GSTIN first: refused at its field.
  await form.getByText("Invoice to a business with a GSTIN (optional)").click();
  await form.getByLabel("Name on the invoice").fill("Murugan Interiors");
  await form.getByLabel("GSTIN").fill("33ABCDE1234F1Z8");
  await form.getByLabel("Billing address").fill("21 Mettupalayam Road, Coimbatore");
  await form.getByRole("button", { name: "Confirm order" }).click();
  await expect(form.getByText("GSTIN's last character does not match")).toBeVisible();
  await form.getByLabel("GSTIN").fill("33ABCDE1234F1Z7");
  await form.getByRole("button", { name: "Confirm order" }).dblclick();
  await expect(page).toHaveURL(/\/orders\/KPW-\d{4}-\d{4,}\?key=/, { timeout: 30_000 });
  await expect(page.getByTestId("order-status")).toHaveText("Received");
  await expect(page.getByText("Villa 7, Vadavalli, Coimbatore – 641041")).toBeVisible();
  await expect(page.getByTestId("order-cut-list").locator("tbody tr")).toHaveCount(7);
  await expect(page.getByTestId("billing")).toContainText(
    "Murugan Interiors, 21 Mettupalayam Road, Coimbatore · Tamil Nadu (33) · GSTIN 33ABCDE1234F1Z7",
  );
  const reference = (await page.getByTestId("order-reference").textContent())!;
  // The double tap stored one order.
  const adminAccount = await createAccount("admin", "count");
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signInByApi(adminPage, adminAccount);
  const list = await adminPage.request.get(`/api/admin/orders?q=${encodeURIComponent("Villa 7, Vadavalli")}&limit=100`);
  const found = ((await list.json()).items as { reference: string; customer: { name: string } }[]).filter(
    (o) => o.customer.name === "Murugan K" && o.reference === reference,
  );
  expect(found).toHaveLength(1);
  await admin.close();
});

test("the estimate and the order are for the plan on the page: each question carries the page's plan of that list", async ({ page }) => {
  await seedStoredList(page);
  const asked: { plans?: { material: string; sheets: unknown[] }[]; cutList: { rows: unknown[] } }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/orders/estimate") && r.method() === "POST") asked.push(r.postDataJSON());
  });
  await ready(page, "/cut-list");
  const panel = page.getByTestId("order-panel");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/orders/estimate") && r.status() === 200);
  await expect(panel.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/, { timeout: 30_000 });
  const sheetsOnPage = Number(await page.getByTestId("summary-sheets").innerText());
  const answer = (await (await answered).json()) as { sheets: { sheets: number }[] };
  // Never asked before the page's plan was there (the server would have planned the list for nothing).
  expect(asked.length).toBeGreaterThan(0);
  for (const q of asked) expect(q.plans?.reduce((n, p) => n + p.sheets.length, 0)).toBe(sheetsOnPage);
  expect(answer.sheets.reduce((n, s) => n + s.sheets, 0)).toBe(sheetsOnPage);

  // One part more: the next question waits for the page's new plan, and carries it.
  await page.getByLabel("Qty of part 1", { exact: true }).fill("9");
  await expect(page.getByTestId("cut-list-summary")).toContainText("Plan up to date", { timeout: 20_000 });
  await expect
    .poll(() => asked.filter((q) => JSON.stringify(q.cutList.rows).includes('"quantity":9')).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const after = Number(await page.getByTestId("summary-sheets").innerText());
  for (const q of asked.filter((q) => JSON.stringify(q.cutList.rows).includes('"quantity":9'))) {
    expect(q.plans?.reduce((n, p) => n + p.sheets.length, 0)).toBe(after);
  }
});

test("a guest's 10-part order opens on its confirmation page through the guest link, and nowhere else", async ({ page, browser }) => {
  const order = await placeOrder(page.request, { guest });
  await ready(page, order.link);
  await expect(page.getByTestId("order-reference")).toHaveText(order.reference);
  await expect(page.getByTestId("order-status")).toHaveText("Received");
  await expect(page.getByTestId("order-cut-list").locator("tbody tr")).toHaveCount(7);
  await expect(page.getByTestId("order-cut-list")).toContainText("Shutter");
  await expect(page.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/);
  await expect(page.getByTestId("order-plan")).toContainText("18 mm BWP plywood");
  await expect(page.getByTestId("order-history")).toContainText("Received");
  const wa = page.getByTestId("send-whatsapp");
  const href = decodeURIComponent((await wa.getAttribute("href")) ?? "");
  expect(href).toContain(`Order ${order.reference}`);
  expect(href).toContain(order.link);
  await expectNoViolations(page, "guest order page");

  // Without the key (another browser), the order does not exist.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const res = await stranger.goto(`/orders/${order.reference}`);
  expect(res?.status()).toBe(404);
  await strangerContext.close();
});

test("a signed-in customer's order is in /account; the admin moves it to ready for pickup; the customer sees it", async ({ page, browser }) => {
  const customer = await createAccount("user", "customer");
  await signInByApi(page, customer);
  const order = await placeOrder(page.request);
  await ready(page, "/account");
  const mine = page.getByTestId("my-orders");
  await expect(mine.getByRole("link", { name: order.reference, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByTestId("my-order").first()).toContainText("Received");
  await expectNoViolations(page, "/account with orders");

  const adminAccount = await createAccount("admin", "admin");
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, adminAccount);
  await ready(adminPage, "/admin/orders");
  await expect(adminPage.getByTestId("order-item").filter({ hasText: order.reference })).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(adminPage, "/admin/orders");
  await adminPage.getByRole("link", { name: order.reference, exact: true }).click();
  await expect(adminPage.getByTestId("order-reference")).toHaveText(order.reference);
  await expectNoViolations(adminPage, "/admin/orders/[reference]");

  const move = adminPage.getByRole("form", { name: "Change status" });
  await move.getByLabel("Move to").selectOption("confirmed");
  await move.getByLabel("Confirmed price incl. GST (₹)").fill("18500");
  await move.getByRole("button", { name: "Mark as confirmed" }).click();
  await expect(adminPage.getByTestId("order-status")).toHaveText("Confirmed", { timeout: 15_000 });
  await expect(adminPage.getByTestId("confirmed-price")).toHaveText("₹18,500.00");
  await adminPage.getByRole("form", { name: "Change status" }).getByRole("button", { name: "Mark as in production" }).click();
  await expect(adminPage.getByTestId("order-status")).toHaveText("In production", { timeout: 15_000 });
  // Pickup orders are offered "Ready for pickup" first.
  await adminPage.getByRole("form", { name: "Change status" }).getByRole("button", { name: "Mark as ready for pickup" }).click();
  await expect(adminPage.getByTestId("order-status")).toHaveText("Ready for pickup", { timeout: 15_000 });
  const notify = decodeURIComponent((await adminPage.getByTestId("notify-whatsapp").getAttribute("href")) ?? "");
  expect(notify).toMatch(/^https:\/\/wa\.me\/919876512345\?text=/);
  expect(notify).toContain(`Your order ${order.reference} is now: Ready for pickup.`);

  await ready(page, `/orders/${order.reference}`);
  await expect(page.getByTestId("order-status")).toHaveText("Ready for pickup");
  await expect(page.getByTestId("confirmed-price")).toHaveText("₹18,500.00");
  await expect(page.getByTestId("order-history")).toContainText("Confirmed at ₹18,500.00");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expectNoViolations(page, "customer's order page");
  // Money received at the workshop shows in the account: paid and due.
  const paid = await adminPage.request.post(`/api/admin/orders/${order.reference}/payments`, {
    data: { amountPaise: 5_000_00, mode: "cash", receivedOn: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10) },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await ready(page, "/account");
  const row = page.getByTestId("my-orders").getByTestId("my-order").filter({ hasText: order.reference });
  await expect(row).toContainText("Ready for pickup");
  await expect(row.getByTestId("order-money-line")).toHaveText("Paid ₹5,000.00 · ₹13,500.00 due");

  // The dashboard counts it.
  await ready(adminPage, "/admin");
  await expect(adminPage.getByTestId("count-ready-for-pickup")).toContainText(/Ready for pickup\s*[1-9]\d*\s*$/);
  await adminContext.close();
});

test("a customer cancels an order that is still received, from the account page", async ({ page }) => {
  const customer = await createAccount("user", "canceller");
  await signInByApi(page, customer);
  const order = await placeOrder(page.request);
  await ready(page, "/account");
  const row = page.getByTestId("my-order").filter({ hasText: order.reference });
  await row.getByRole("button", { name: "Cancel order" }).click();
  // The rule is stated and a reason asked for (optional).
  const form = row.getByTestId("cancel-form");
  await expect(form).toContainText("until the workshop confirms it");
  await form.getByLabel(/Tell the workshop why/).fill("Site postponed");
  await form.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(row).toContainText("Cancelled", { timeout: 15_000 });

  // With no reason given, the order's page says the system's own sentence in its reader's language (issue 66).
  const second = await placeOrder(page.request);
  await ready(page, "/account");
  const next = page.getByTestId("my-order").filter({ hasText: second.reference });
  await next.getByRole("button", { name: "Cancel order" }).click();
  await next.getByTestId("cancel-form").getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(next).toContainText("Cancelled", { timeout: 15_000 });
  await ready(page, `/ta/orders/${second.reference}`);
  await expect(page.getByRole("main")).toContainText(`காரணம்: ${ta.Said.historyCustomerCancelled}`);
  await expect(page.getByRole("main")).not.toContainText("Cancelled by the customer");
});

test("the workshop pack and the labels render for print; the tariff page and the dashboard pass axe", async ({ page }) => {
  const order = await placeOrder(page.request, { guest });
  const adminAccount = await createAccount("admin", "printer");
  await signInByApi(page, adminAccount);

  await ready(page, `/admin/orders/${order.reference}/pack`);
  const sheets = page.getByTestId("pack-sheet");
  expect(await sheets.count()).toBeGreaterThanOrEqual(2);
  await expect(sheets.first().locator("svg")).toBeVisible();
  await expect(sheets.first().getByRole("heading", { name: /Cut sequence/ })).toBeVisible();
  await expect(page.getByTestId("pack-banding")).toContainText("Band 2 mm");
  await expect(page.getByTestId("pack-boring")).toContainText("2 hinge cups");
  await expectNoViolations(page, "workshop pack");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print the workshop pack" })).toBeHidden();
  await page.evaluate(() => document.fonts.ready);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBe((await sheets.count()) + 2);
  // Back to no emulation (an explicit "screen" would make page.pdf() use screen styles).
  await page.emulateMedia({ media: null });

  await ready(page, `/admin/orders/${order.reference}/labels`);
  // 10 pieces in the list: one label each, on one A4 sheet.
  await expect(page.getByTestId("part-label")).toHaveCount(10);
  await expect(page.getByTestId("part-label").first()).toContainText(order.reference);
  // Each label: the customer, the sheet it is cut from, the boring, and a QR code naming the piece (issue 40).
  const shutter = page.getByTestId("part-label").filter({ hasText: "Shutter" }).first();
  await expect(shutter).toContainText(guest.name);
  await expect(shutter).toContainText(/Sheet \d+ of \d+/);
  await expect(shutter).toContainText("Boring: 2 hinge cups");
  // The modules drawn (the browser writes the SVG back in its own form: compare the paths, not the markup).
  const drawn = await shutter
    .getByTestId("part-label-qr")
    .locator("path")
    .evaluateAll((paths) => paths.map((p) => p.getAttribute("d")));
  const origin = new URL(page.url()).origin;
  await expect(shutter.getByTestId("part-label-code")).toHaveText(`${order.reference}/6/1`);
  const expected = await QRCode.toString(`${origin}/p/${order.reference}/6/1`, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  expect(drawn).toEqual([...expected.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]));
  expect(drawn[1]!.length).toBeGreaterThan(100);
  // The code's address opens the order with the part's row marked.
  await page.goto(`/p/${order.reference}/6/1`);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.reference}#part-6$`));
  await expect(page.locator("#part-6")).toContainText("Shutter");
  await ready(page, `/admin/orders/${order.reference}/labels`);
  await expectNoViolations(page, "labels A4");
  await ready(page, `/admin/orders/${order.reference}/labels?layout=roll`);
  await expect(page.getByTestId("labels-roll").getByTestId("part-label")).toHaveCount(10);
  await page.evaluate(() => document.fonts.ready);
  const roll = await page.pdf({ preferCSSPageSize: true });
  expect((roll.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(10);

  await ready(page, "/admin/tariff");
  await expect(page.getByRole("heading", { name: "Tariff" })).toBeVisible();
  await expect(page.getByLabel(/Edge banding 0.45 mm/)).toBeVisible();
  await expectNoViolations(page, "/admin/tariff");
  await ready(page, "/admin");
  await expect(page.getByTestId("orders-dashboard")).toBeVisible();
  await expectNoViolations(page, "/admin dashboard");
});

test("the tariff: an admin changes a price and its date shows", async ({ page }) => {
  const adminAccount = await createAccount("admin", "tariff");
  await signInByApi(page, adminAccount);
  await ready(page, "/admin/tariff");
  const field = page.getByLabel(/Hinge cup/);
  await field.fill("12.50");
  await page.getByRole("button", { name: "Save tariff" }).click();
  await expect(page.getByRole("status")).toContainText("Tariff saved");
  await page.reload();
  await expect(page.getByLabel(/Hinge cup/)).toHaveValue("12.50");
  await expect(page.getByTestId("tariff-examples")).toHaveCount(0);
  await expect(page.getByText(/Last changed/).first()).toBeVisible();
});
